import { DEFAULT_CHAT_PLATFORM, DEFAULT_DELIVERY_PREFERENCE } from '@app/contracts';

/** The home page's booking form as the inputs hold it (strings; the schema trims and drops blanks). */
export interface HomeBookingFormValues {
  fullName: string;
  email: string;
  phone: string;
  serviceId: string;
  timeSlotId: string;
  deliveryPreference: string;
  chatPlatform: string;
  videoPlatform: string;
  contactInfo: string;
  specialRequests: string;
  paymentMethod: string;
}

export const HOME_BOOKING_DEFAULTS: HomeBookingFormValues = {
  fullName: '',
  email: '',
  phone: '',
  serviceId: '',
  timeSlotId: '',
  deliveryPreference: DEFAULT_DELIVERY_PREFERENCE,
  chatPlatform: DEFAULT_CHAT_PLATFORM,
  videoPlatform: '',
  contactInfo: '',
  specialRequests: '',
  paymentMethod: '',
};

/** SPEC §5: the home form offers these five methods. */
export const HOME_PAYMENT_METHODS = ['cashapp', 'venmo', 'zelle', 'paypal', 'credit-card'] as const;
