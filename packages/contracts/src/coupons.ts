/**
 * Coupons (issue 33 item 4): the coach creates codes in the console (percent or fixed amount, for one brand, one
 * service or one plan, an expiry, a total number of uses, once per e-mail address); a visitor enters one on the
 * booking forms, /checkout and the plans. The server alone prices: the client's quote is informational, and the
 * booking, plan or payment it creates carries the code and the discount it was given.
 *
 * A code is case-insensitive (stored and shown upper case). A use is taken in the same transaction as the booking,
 * plan or payment it pays for, under a lock on the coupon row, so concurrent use of the last remaining use lets
 * exactly one succeed; a use whose booking or plan ends unpaid (a lapsed card hold, a cancellation before payment)
 * is given back.
 */
import type { BrandId } from './brands';
import { formatDollars } from './catalog';
import type { PlanType } from './plans';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Letters, digits, '-' and '_'; 3 to 32 characters. Typed in any case; compared upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const COUPON_CODE_MAX = 32;

/** The query parameter a shared link can carry to fill the code in: /booking?code=SPRING20. */
export const COUPON_QUERY = 'code';

/** Texts of coupons; the API's answers use the same words (the error codes below carry them). */
export const COUPON_MESSAGES = {
  fieldLabel: 'Discount code',
  apply: 'Apply',
  remove: 'Remove',
  applying: 'Checking…',
  /** Beside a quote: `Code SPRING20: 20% off` */
  appliedPrefix: 'Code',
  discountLine: 'Discount',
  totalLine: 'Total',
  codeInvalid: "This code isn't valid. Check the spelling and try again.",
  codeExpired: 'This code has expired.',
  codeUsedUp: 'This code has been used up.',
  codeAlreadyUsed: "You've already used this code.",
  codeNotApplicable: "This code doesn't apply to this service.",
  /** /checkout with a general (typed) amount: codes are for listed services and plans. */
  codeNotForGeneral: 'Codes apply to a listed service or plan, not to a general payment.',
  /** /checkout for a booking or plan made without this code: its price was set when it was made. */
  codeAfterOrder: 'A code is applied when you book or start a plan; the price of this one is already set.',
  // The coach's console.
  consoleTitle: 'Coupons',
  consoleEmpty: 'No coupons yet. Create one to share a discount.',
  create: 'Create coupon',
  created: 'Coupon created',
  deactivate: 'Turn off',
  deactivated: 'Coupon turned off. Bookings already made keep their discount.',
  codeRequired: 'Please enter a code of 3 to 32 letters, digits, - or _',
  kindRequired: 'Please choose percent or fixed amount',
  percentRange: 'Please enter a percent from 1 to 100',
  amountRange: 'Please enter an amount from $1 to $1,000',
  maxUsesRange: 'Please enter a number of uses from 1 to 100,000, or leave it empty for no limit',
  expiryInvalid: 'Please choose an expiry date in the future, or leave it empty',
  scopeInvalid: 'Please choose where the code applies',
  codeExists: 'A coupon with this code already exists.',
  notFound: 'Coupon not found.',
} as const;

/** What a code applies to: a brand's services (any of them), one service, or one plan; null brand = everything. */
export interface CouponScope {
  brand: BrandId | null;
  /** A catalogue service id (coaching or Lunar Light); the brand follows from it. */
  serviceId: string | null;
  planType: PlanType | null;
}

/** The pricing half of a coupon: all `applyCoupon` needs. */
export interface CouponTerms {
  kind: CouponKind;
  /** Percent off (1–100) when kind is `percent`, integer cents off when `fixed`. */
  value: number;
}

/**
 * The discount in integer cents on a price in integer cents: a percent rounds to the nearest cent (half up), a
 * fixed amount is capped at the price. Never negative, never more than the price.
 */
export function couponDiscountCents(priceCents: number, terms: CouponTerms): number {
  if (priceCents <= 0) return 0;
  const raw = terms.kind === 'percent' ? Math.round((priceCents * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(priceCents, raw));
}

/** "20% off" / "$5 off". */
export function describeCoupon(terms: CouponTerms): string {
  return terms.kind === 'percent' ? `${terms.value}% off` : `${formatDollars(terms.value)} off`;
}

/** The code as stored and compared: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The answer to a quote, and what a booking, plan or payment made with a code carries. */
export interface CouponQuoteDto {
  code: string;
  /** "20% off" */
  description: string;
  /** Integer cents: the list price, the discount and what is owed. */
  priceCents: number;
  discountCents: number;
  totalCents: number;
}

/** On a booking, plan, receipt or quote that used a code. */
export interface AppliedCouponDto {
  code: string;
  description: string;
  /** Integer cents taken off the list price. */
  discountCents: number;
}

/** A coupon as the coach's console lists it. */
export interface CoachCouponDto extends CouponTerms, CouponScope {
  id: string;
  code: string;
  description: string;
  /** YYYY-MM-DD, the last day it works (ET), or null. */
  expiresOn: string | null;
  maxUses: number | null;
  /** Uses taken by bookings, plans and payments that still hold them. */
  uses: number;
  oncePerEmail: boolean;
  active: boolean;
  createdAt: string;
}
