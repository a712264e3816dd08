import { isUnpaidLive, type CoachBookingDto } from '@app/contracts';

type Booking = Pick<CoachBookingDto, 'status' | 'paymentStatus' | 'startTime' | 'noShowAt'>;

const isLive = (b: Booking) => b.status === 'confirmed' || b.status === 'pending_payment';

/**
 * Which actions the detail offers: only those that make sense for the booking as it is now. The API decides
 * anyway (and answers 409 when the customer acted first); these rules keep impossible buttons off the screen.
 */
export function availableActions(b: Booking, now: Date) {
  const started = Date.parse(b.startTime) <= now.getTime();
  return {
    cancel: isLive(b),
    reschedule: isLive(b) && !b.noShowAt,
    noShow: b.status === 'confirmed' && started && !b.noShowAt,
    markPaid: b.status === 'confirmed' && b.paymentStatus === 'awaiting',
    refund: b.paymentStatus === 'paid',
    refundSent: b.paymentStatus === 'refund_owed',
  };
}

/** What the release selection may hold: live bookings still waiting for their money. */
export const isReleasable = (b: Pick<CoachBookingDto, 'status' | 'paymentStatus'>) =>
  isUnpaidLive(b.status, b.paymentStatus);
