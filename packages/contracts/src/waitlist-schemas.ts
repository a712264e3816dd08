/**
 * "Tell me if a time opens" (issue 33): the request's schema, apart from waitlist.ts's texts and day rules, which the
 * slot pickers use at load: yup comes with the form's first validation, not with the page (issue 31).
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { BRAND_IDS } from './brands';
import { VALIDATION_MESSAGES } from './messages';
import { isDateKey } from './scheduling';
import { emailString } from './validation';
import { WAITLIST_MESSAGES } from './waitlist';

export const waitlistJoinSchema = object({
  brand: string().oneOf(BRAND_IDS, WAITLIST_MESSAGES.brandUnknown).required(WAITLIST_MESSAGES.brandUnknown),
  date: string()
    .trim()
    .required(WAITLIST_MESSAGES.dayRequired)
    .test('date-key', WAITLIST_MESSAGES.dayRequired, (value) => value === undefined || isDateKey(value)),
  email: emailString().required(VALIDATION_MESSAGES.emailInvalid),
});
export type WaitlistJoinValues = InferType<typeof waitlistJoinSchema>;
