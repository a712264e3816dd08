import type { StringSchema } from 'yup';
import { COUPON_MESSAGES, businessDate, couponCreateSchema } from '@app/contracts';

/**
 * The API's coupon schema plus "not in the past" for the expiry, which the API checks with its own clock: the form
 * says it before sending, against today in business time (the code works through its last day, so today is fine).
 */
export const couponFormSchema = couponCreateSchema.shape({
  expiresOn: (couponCreateSchema.fields.expiresOn as StringSchema<string | undefined>).test(
    'not-past',
    COUPON_MESSAGES.expiryInvalid,
    (v) => !v || v >= businessDate(new Date()),
  ),
});

/** The inputs as they start: strings, as inputs hold them (the schema casts), and once per address checked. */
export const EMPTY_COUPON = {
  code: '',
  kind: 'percent' as 'percent' | 'fixed',
  value: '',
  brand: '',
  serviceId: '',
  planType: '',
  expiresOn: '',
  maxUses: '',
  oncePerEmail: true,
};
