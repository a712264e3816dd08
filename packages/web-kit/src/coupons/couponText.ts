/**
 * Coupons' words on the visitor's side (issue 33 item 4), from contracts' COUPON_MESSAGES: the applied line, the
 * refusal under the field, and whether a create call's refusal was about the code at all.
 */
import { COUPON_MESSAGES, ErrorCode, formatDollars, type AppliedCouponDto, type CouponQuoteDto } from '@app/contracts';
import { errorCode, errorText } from '../api/errorText';

/** The refusals that are about the code (the quote's and a booking's, plan's or payment's). */
const COUPON_CODES = [
  ErrorCode.COUPON_INVALID,
  ErrorCode.COUPON_EXPIRED,
  ErrorCode.COUPON_USED_UP,
  ErrorCode.COUPON_ALREADY_USED,
  ErrorCode.COUPON_NOT_APPLICABLE,
] as const;

/** The field's own sentence per code: the same words as the API, kept here so an old server's text never shows. */
const BY_CODE = {
  [ErrorCode.COUPON_INVALID]: COUPON_MESSAGES.codeInvalid,
  [ErrorCode.COUPON_EXPIRED]: COUPON_MESSAGES.codeExpired,
  [ErrorCode.COUPON_USED_UP]: COUPON_MESSAGES.codeUsedUp,
  [ErrorCode.COUPON_ALREADY_USED]: COUPON_MESSAGES.codeAlreadyUsed,
  [ErrorCode.COUPON_NOT_APPLICABLE]: COUPON_MESSAGES.codeNotApplicable,
};

/** "Code SPRING20: 20% off — $40 instead of $50". */
export function couponAppliedText(quote: CouponQuoteDto): string {
  const head = `${COUPON_MESSAGES.appliedPrefix} ${quote.code}: ${quote.description}`;
  if (quote.discountCents <= 0) return head;
  return `${head} — ${formatDollars(quote.totalCents)} instead of ${formatDollars(quote.priceCents)}`;
}

/** The words under the field for a failed quote or a refused code. */
export function couponErrorText(error: unknown): string {
  return errorText(error, {
    byCode: BY_CODE,
    fallback: 'Could not check the code. Please try again.',
    unreachable: 'Could not check the code: no connection. Please try again.',
  });
}

/** A create call's refusal (400/409 COUPON_*) as the field's words, or undefined when it was about something else. */
export function couponRefusal(error: unknown): string | undefined {
  const code = errorCode(error);
  return code && (COUPON_CODES as readonly string[]).includes(code) ? couponErrorText(error) : undefined;
}

/** On a success screen or receipt: "Code SPRING20 (20% off): you saved $10 — total $40". */
export function couponSavedText(coupon: AppliedCouponDto, totalCents: number): string {
  return `${COUPON_MESSAGES.appliedPrefix} ${coupon.code} (${coupon.description}): you saved ${formatDollars(
    coupon.discountCents,
  )} — total ${formatDollars(totalCents)}`;
}
