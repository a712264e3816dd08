import type { Control, UseFormReturn } from 'react-hook-form';
import type { InferType } from 'yup';
import type { coachingPageFormSchema } from '@app/contracts';
import { onDemand } from '../../components/onDemand';

/** The /booking form as its inputs hold it; the schema trims, drops blanks and checks the §5 rules. */
export interface CoachingPageFormInput {
  serviceId: string;
  timeSlotId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  message: string;
  sessionType: string;
  videoPlatform: string;
  paymentMethod: string;
  /** A code the server quoted (CouponField), '' for none. */
  couponCode: string;
}

export const COACHING_PAGE_DEFAULTS: CoachingPageFormInput = {
  serviceId: '',
  timeSlotId: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  message: '',
  sessionType: '',
  videoPlatform: '',
  paymentMethod: '',
  couponCode: '',
};

/** SPEC §3: the coaching page offers the card as `square`, next to the off-site methods. */
export const COACHING_PAGE_PAYMENT_METHODS = ['square', 'cashapp', 'venmo', 'zelle', 'paypal'] as const;

export const SESSION_TYPE_LABELS = { 'live-chat': 'Live Chat', 'live-video-call': 'Live Video Call' } as const;

/** SPEC §5: these five must be filled before anything else is checked, else "Missing Information". */
export function isMissingRequired(values: CoachingPageFormInput): boolean {
  return [values.serviceId, values.timeSlotId, values.customerName, values.customerEmail, values.paymentMethod].some(
    (v) => v.trim() === '',
  );
}

/** The /booking form: its inputs' strings in, the schema's payload out (useSchemaForm). */
export type CoachingPageFormValues = InferType<typeof coachingPageFormSchema>;
export type CoachingPageForm = UseFormReturn<CoachingPageFormInput, unknown, CoachingPageFormValues>;
export type CoachingPageControl = Control<CoachingPageFormInput, unknown, CoachingPageFormValues>;

/**
 * The schema (yup): not in the page's first load, fetched ahead as step 1 is used or the page idles; the form's
 * first validation awaits it if the prefetch has not brought it yet.
 */
export const coachingPageValidation = onDemand(() =>
  import('./coachingPageSchema').then((m) => m.coachingPageFormSchema),
);
