import {
  type AppliedCouponDto,
  type BookingDto,
  type CoachBookingDto,
  canChangeBooking,
  changeDeadline,
  formatSessionWhen,
  formatSessionWhenLocal,
  MANAGE_BOOKING_MESSAGES,
  type ManageBookingDto,
  type PaymentQuoteDto,
  effectiveStatus,
} from '@app/contracts';
import type { BookingView } from './booking-view';

/** Given out once, by the request that creates the booking: the server keeps only their hashes. */
export interface IssuedTokens {
  chat?: { sessionId: string; token: string };
  manageToken?: string;
}

/** The public fields (projection of the one read model); chat access and the manage token only when just issued. */
export function toBookingDto(view: BookingView, issued: IssuedTokens = {}): BookingDto {
  return {
    id: view.id,
    fullName: view.fullName,
    email: view.email,
    phone: view.phone,
    serviceId: view.serviceId,
    serviceName: view.serviceName,
    timeSlotId: view.timeSlotId,
    brand: view.brand,
    deliveryPreference: view.deliveryPreference,
    chatPlatform: view.chatPlatform,
    videoPlatform: view.videoPlatform,
    contactInfo: view.contactInfo,
    specialRequests: view.specialRequests,
    paymentMethod: view.paymentMethod,
    status: view.status,
    paymentStatus: view.paymentStatus,
    amount: view.amountCents,
    coupon: appliedCoupon(view),
    createdAt: view.createdAt.toISOString(),
    startTime: view.startsAt.toISOString(),
    holdExpiresAt: view.holdExpiresAt?.toISOString() ?? null,
    paymentReportedAt: view.paymentReportedAt?.toISOString() ?? null,
    ...(view.meetingDetails ? { meetingDetails: view.meetingDetails } : {}),
    ...(issued.chat ? { chat: issued.chat } : {}),
    ...(issued.manageToken ? { manageToken: issued.manageToken } : {}),
  };
}

/** The code a booking was made with, as quotes and receipts show it; null when none applied. */
export function appliedCoupon(
  view: Pick<BookingView, 'couponCode' | 'couponDescription' | 'discountCents'>,
): AppliedCouponDto | null {
  if (!view.couponCode) return null;
  return { code: view.couponCode, description: view.couponDescription ?? '', discountCents: view.discountCents };
}

/**
 * The manage page's view of a booking. No tokens: the page was opened with the manage token already, and the chat
 * token is not stored in readable form. A card hold that ran out reads as expired even before the sweeper ran.
 */
export function toManageBookingDto(view: BookingView, now: Date): ManageBookingDto {
  const status = effectiveStatus(view, now);
  const changeable = canChangeBooking({ status, startsAt: view.startsAt }, now);
  return {
    id: view.id,
    brand: view.brand,
    serviceId: view.serviceId,
    serviceName: view.serviceName,
    fullName: view.fullName,
    email: view.email,
    timeSlotId: view.timeSlotId,
    startTime: view.startsAt.toISOString(),
    endTime: view.endsAt.toISOString(),
    whenEastern: formatSessionWhen(view.startsAt),
    whenLocal: formatSessionWhenLocal(view.startsAt, view.timeZone),
    timeZone: view.timeZone,
    deliveryPreference: view.deliveryPreference,
    videoPlatform: view.videoPlatform,
    status,
    paymentStatus: view.paymentStatus,
    paymentMethod: view.paymentMethod,
    holdExpiresAt: status === 'pending_payment' && view.holdExpiresAt ? view.holdExpiresAt.toISOString() : null,
    amount: view.amountCents,
    canCancel: changeable,
    canReschedule: changeable,
    changeDeadline: changeDeadline(view.startsAt).toISOString(),
    policy: MANAGE_BOOKING_MESSAGES.policy,
  };
}

/**
 * The coach's view of a booking (issue 27): the public fields plus what the back office needs. The status is the one
 * a reader sees now (a lapsed card hold reads expired).
 */
export function toCoachBookingDto(view: BookingView, chatSessionId: string | null, now: Date): CoachBookingDto {
  return {
    ...toBookingDto(view),
    status: effectiveStatus(view, now),
    timeZone: view.timeZone,
    endTime: view.endsAt.toISOString(),
    noShowAt: view.noShowAt?.toISOString() ?? null,
    chatSessionId,
    refundOwedCents: view.refundOwedCents,
    cancelReason: view.cancelReason,
  };
}

/**
 * The booking block of a payment quote (GET /api/payments/quote), kept for the clients that read it: the stored
 * status and the hold as written, so a lapsed hold whose slot is still free stays payable on the payment page.
 * GET /api/manage/:token (toManageBookingDto, the rule applied) is the one read of a booking's state; the quote only
 * answers "how much, and can it be paid now" (BookingPaymentsService.payable).
 */
export function toQuotedBooking(view: BookingView): NonNullable<PaymentQuoteDto['booking']> {
  return {
    status: view.status,
    paymentStatus: view.paymentStatus,
    startTime: view.startsAt.toISOString(),
    holdExpiresAt: view.status === 'pending_payment' ? (view.holdExpiresAt?.toISOString() ?? null) : null,
  };
}
