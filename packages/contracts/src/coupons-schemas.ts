/**
 * The coupon requests' schemas (issue 33), apart from coupons.ts's texts, limits and price arithmetic, which pages
 * show at load: yup comes with a page's first validation, not with its words (issue 31).
 */
import { boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { BRAND_IDS } from './brands';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN, COUPON_KINDS, COUPON_MESSAGES } from './coupons';
import { PLAN_TYPES } from './plans';
import { blankToUndefined } from './validation';

/** An optional code on a booking, plan or payment request: blank means none. */
export const optionalCouponCode = () =>
  string()
    .transform(blankToUndefined)
    .trim()
    .uppercase()
    .max(COUPON_CODE_MAX, COUPON_MESSAGES.codeInvalid)
    .matches(COUPON_CODE_PATTERN, { message: COUPON_MESSAGES.codeInvalid, excludeEmptyString: true })
    .optional();

/**
 * GET /api/coupons/quote?code=&brand=&serviceId= (or &planType=): the price with the code, before anything is
 * made. It takes no e-mail address: whether an address used a code is answered only to a booking that address makes.
 */
export const couponQuoteQuerySchema = object({
  code: string()
    .trim()
    .uppercase()
    .required(COUPON_MESSAGES.codeInvalid)
    .max(COUPON_CODE_MAX, COUPON_MESSAGES.codeInvalid)
    .matches(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeInvalid),
  brand: string().oneOf(BRAND_IDS, COUPON_MESSAGES.scopeInvalid).optional(),
  serviceId: string().trim().max(100, COUPON_MESSAGES.codeNotApplicable).optional(),
  planType: string().oneOf(PLAN_TYPES, COUPON_MESSAGES.codeNotApplicable).optional(),
});
export type CouponQuoteQuery = InferType<typeof couponQuoteQuerySchema>;

/** POST /api/coach/coupons. `value` is a percent, or whole dollars for `fixed` (stored as cents). */
export const couponCreateSchema = object({
  code: string()
    .trim()
    .uppercase()
    .required(COUPON_MESSAGES.codeRequired)
    .max(COUPON_CODE_MAX, COUPON_MESSAGES.codeRequired)
    .matches(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeRequired),
  kind: string().oneOf(COUPON_KINDS, COUPON_MESSAGES.kindRequired).required(COUPON_MESSAGES.kindRequired),
  value: number()
    .typeError(COUPON_MESSAGES.percentRange)
    .integer(COUPON_MESSAGES.percentRange)
    .required(COUPON_MESSAGES.percentRange)
    .when('kind', {
      is: 'fixed',
      then: (s) =>
        s
          .typeError(COUPON_MESSAGES.amountRange)
          .min(1, COUPON_MESSAGES.amountRange)
          .max(1000, COUPON_MESSAGES.amountRange),
      otherwise: (s) => s.min(1, COUPON_MESSAGES.percentRange).max(100, COUPON_MESSAGES.percentRange),
    }),
  brand: string().transform(blankToUndefined).oneOf(BRAND_IDS, COUPON_MESSAGES.scopeInvalid).optional(),
  serviceId: string().transform(blankToUndefined).trim().max(100, COUPON_MESSAGES.scopeInvalid).optional(),
  planType: string().transform(blankToUndefined).oneOf(PLAN_TYPES, COUPON_MESSAGES.scopeInvalid).optional(),
  /** The last day the code works (YYYY-MM-DD, ends at midnight ET that night); empty = no expiry. */
  expiresOn: string()
    .transform(blankToUndefined)
    .matches(/^\d{4}-\d{2}-\d{2}$/, COUPON_MESSAGES.expiryInvalid)
    .optional(),
  maxUses: number()
    .transform((v: unknown, orig: unknown) => (orig === '' || orig === null ? undefined : v))
    .typeError(COUPON_MESSAGES.maxUsesRange)
    .integer(COUPON_MESSAGES.maxUsesRange)
    .min(1, COUPON_MESSAGES.maxUsesRange)
    .max(100_000, COUPON_MESSAGES.maxUsesRange)
    .optional(),
  oncePerEmail: boolean().default(true),
});
export type CouponCreateValues = InferType<typeof couponCreateSchema>;
