import type { BookingFormValues } from '@app/contracts';

/** What the form holds while editing: every field a string, blanks allowed until the schema runs. */
export type ReadingFormInput = {
  [K in keyof Required<BookingFormValues>]: string;
};

export const EMPTY_READING_FORM: ReadingFormInput = {
  fullName: '',
  email: '',
  phone: '',
  serviceId: '',
  timeSlotId: '',
  deliveryPreference: 'chat',
  chatPlatform: 'live-chat',
  videoPlatform: '',
  contactInfo: '',
  specialRequests: '',
  paymentMethod: '',
  timeZone: '',
  couponCode: '',
};
