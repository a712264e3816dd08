/** The booking as the API answers with it (§7): its status and payment status, and how a new one starts. */
import type { BrandId } from './brands';
import type { AppliedCouponDto } from './coupons';
import type { MeetingDetailsDto } from './meetings';
import {
  isCardPayment,
  type CanonicalPaymentMethod,
  type ChatPlatform,
  type DeliveryPreference,
  type PaymentMethodId,
  type VideoPlatform,
} from './payment-methods';

/** `confirmed` and `pending_payment` hold the slot; `cancelled` and `expired` release it. */
export const BOOKING_STATUSES = ['confirmed', 'pending_payment', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const SLOT_HOLDING_STATUSES = ['confirmed', 'pending_payment'] as const satisfies readonly BookingStatus[];

/** `refund_owed`: an off-site payment the coach refunded and has not yet sent back (issue 27). */
export const PAYMENT_STATUSES = ['awaiting', 'paid', 'refunded', 'refund_owed', 'not_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** DESIGN §3: an unpaid card booking holds its slot this long, then expires. */
export const CARD_HOLD_MINUTES = 15;

/**
 * DESIGN §3: card → pending_payment until the gateway succeeds; off-site methods (and the bare coaching
 * payload without a method) → confirmed, payment awaiting until the coach marks it paid; free → not_required.
 */
export function initialBookingState(
  paymentMethod: PaymentMethodId | undefined,
  amountCents: number,
): { status: BookingStatus; paymentStatus: PaymentStatus } {
  if (amountCents <= 0) return { status: 'confirmed', paymentStatus: 'not_required' };
  if (paymentMethod && isCardPayment(paymentMethod)) return { status: 'pending_payment', paymentStatus: 'awaiting' };
  return { status: 'confirmed', paymentStatus: 'awaiting' };
}

export interface BookingDto {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  serviceId: string;
  /** The service's name as booked (the server's catalogue): clients show this, never a name of their own. */
  serviceName: string;
  timeSlotId: string;
  brand: BrandId;
  deliveryPreference: DeliveryPreference;
  chatPlatform: ChatPlatform;
  videoPlatform: VideoPlatform | null;
  contactInfo: string | null;
  specialRequests: string | null;
  paymentMethod: CanonicalPaymentMethod | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Integer cents owed: the server catalogue's price less the coupon's discount, if one applied. */
  amount: number;
  /** Issue 33: the code this booking was made with (the list price is amount + discountCents); null: none. */
  coupon?: AppliedCouponDto | null;
  createdAt: string;
  /** The slot's UTC start, ISO. */
  startTime: string;
  meetingDetails?: MeetingDetailsDto;
  /** Present for chat deliveries: the /ws session and the token that lets this customer join it. */
  chat?: { sessionId: string; token: string };
  /** Returned once, at creation: lets the customer manage (cancel) the booking without an account. */
  manageToken?: string;
  /** ISO; while a card booking is held (pending_payment): when the hold lapses and the slot is released. */
  holdExpiresAt?: string | null;
  /** ISO; when the customer said an off-site (Zelle) payment was sent (POST /api/payments/bookings/:id/payment-sent). */
  paymentReportedAt?: string | null;
}
