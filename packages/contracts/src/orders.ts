/**
 * Orders (DESIGN §3 "Orders and payments", issue 13): every card payment belongs to something the server created
 * first — a booking (slot held), a subscription, or an explicit general payment. The server quotes the amount and
 * the words; every payment screen (/square-payment, /checkout, /success) shows the quote, never a URL value.
 */
import type { BookingStatus, PaymentStatus } from './booking-dto';
import type { BrandId } from './brands';
import type { AppliedCouponDto } from './coupons';
import type { PlanType } from './plans';
import type { SubscriptionStatus } from './subscriptions';

export const ORDER_PURPOSES = ['booking', 'subscription', 'general'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

/** §2 card tile: a fixed general payment. Not a session: its screens and e-mails never say "booked". */
export const GENERAL_PAYMENT_CENTS = 2500;

/**
 * GET /api/payments/quote — exactly one of `bookingId`, `subscriptionId`, or `purpose=general` (with `brand`,
 * default coaching). 404 for an unknown booking or subscription, 409 when it can no longer be paid (cancelled,
 * already paid, the hold lapsed and the slot was taken, plan already active).
 */
export interface PaymentQuoteQuery {
  bookingId?: string;
  subscriptionId?: string;
  purpose?: 'general';
  brand?: BrandId;
}

export interface PaymentQuoteDto {
  purpose: OrderPurpose;
  brand: BrandId;
  /** Catalogue id, plan id (standard | premium) or `general`. */
  serviceId: string;
  /** "Love Reading", "Premium Coaching", "General Payment". */
  serviceName: string;
  /** One line for the pay button's neighbourhood: "Love Reading session on Tue, Nov 24 at 3:00 PM ET". */
  description: string;
  /** Integer cents, from the server. */
  amountCents: number;
  currency: 'USD';
  bookingId?: string;
  subscriptionId?: string;
  booking?: {
    status: BookingStatus;
    paymentStatus: PaymentStatus;
    /** The slot's UTC start, ISO. */
    startTime: string;
    /** ISO; set while the card hold runs (status pending_payment). */
    holdExpiresAt: string | null;
  };
  subscription?: { status: SubscriptionStatus; planType: PlanType };
  /** Issue 33: the booking's or plan's coupon (amountCents is already less its discount); absent when none. */
  coupon?: AppliedCouponDto;
}

export const PAYMENT_RECORD_STATUSES = ['pending', 'approved', 'declined', 'failed', 'refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** GET /api/payments/:id — what /success and the window's done screen show, from the server's record. */
export interface PaymentReceiptDto {
  paymentId: string;
  status: PaymentRecordStatus;
  purpose: OrderPurpose;
  brand: BrandId;
  serviceId: string;
  serviceName: string;
  description: string;
  amountCents: number;
  currency: 'USD';
  cardBrand: string | null;
  cardLast4: string | null;
  /** Short human reference printed on the receipt e-mail and screens, e.g. "PAY-1A2B3C4D". */
  reference: string;
  /** ISO, when approved. */
  paidAt: string | null;
  bookingId?: string;
  subscriptionId?: string;
  booking?: PaymentQuoteDto['booking'];
  subscription?: PaymentQuoteDto['subscription'];
  /** Issue 33: the coupon of what was paid for (amountCents, what was charged, is already less it); absent when none. */
  coupon?: AppliedCouponDto;
}

/** The receipt reference of a payment id (its first 8 hex digits). */
export function paymentReference(paymentId: string): string {
  return `PAY-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

const dollars = (cents: number) => `$${Math.round(cents / 100)}`;

/**
 * A service named in a sentence as a session: "Strategic Decision Coaching session", but "Personal Development
 * Session" and "Love Reading" as they are — a name that already says what it is never gets a doubled noun
 * ("… Session session", "Love Reading session", issue 29 item 8).
 */
export function sessionPhrase(serviceName: string): string {
  const core = serviceName.replace(/\s*\([^)]*\)\s*$/, '');
  return /\b(sessions?|readings?)$/i.test(core) ? serviceName : `${serviceName} session`;
}

/** The headline every success screen and receipt uses; never "session booked" for a general payment. */
export function paymentReceivedHeadline(purpose: OrderPurpose, serviceName: string, amountCents: number): string {
  switch (purpose) {
    case 'general':
      return `Payment received — ${dollars(amountCents)} general payment`;
    case 'subscription':
      return `Payment received — your ${serviceName} plan is active`;
    case 'booking':
      return `Payment received — your ${sessionPhrase(serviceName)} is confirmed`;
  }
}

/** What a held (unpaid) card booking reads until it is paid. */
export const HELD_BOOKING_TEXT = 'Held — complete payment within 15 minutes';
