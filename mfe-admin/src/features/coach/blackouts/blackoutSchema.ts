import type { StringSchema } from 'yup';
import { BLACKOUT_MESSAGES, blackoutDateSchema, businessDate, isDateKey } from '@app/contracts';

/**
 * The API's blackout schema plus "not in the past", which the API checks with its own clock: the form says it
 * before sending, against today in business time (a past day has no slots left to remove).
 */
export const blackoutFormSchema = blackoutDateSchema.shape({
  date: (blackoutDateSchema.fields.date as StringSchema<string>).test(
    'not-past',
    BLACKOUT_MESSAGES.datePast,
    (v) => !v || !isDateKey(v) || v >= businessDate(new Date()),
  ),
});
