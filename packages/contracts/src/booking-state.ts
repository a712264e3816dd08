/**
 * The hold/live rule, once (issue 34): what a booking's status reads as at a given instant, for the API and every
 * page alike. A booking holds its slot while it is confirmed, or pending_payment with its card hold not yet run out;
 * a hold past its expiry that the server's sweeper has not reached yet is already expired for everyone who reads it.
 *
 * The API's SQL twin (api/src/modules/bookings/live-booking.sql.ts) says the same in a WHERE clause;
 * api/test/booking-state.integration.spec.ts holds the two equal over every status and hold clock.
 */
import { type BookingStatus, SLOT_HOLDING_STATUSES } from './booking-dto';

/** The two facts the rule reads: the stored status and, for a card hold, when it runs out. */
export interface BookingClock {
  status: BookingStatus;
  holdExpiresAt: Date | null;
}

/** The status a reader should see at `now` (a lapsed card hold reads expired). */
export function effectiveStatus(booking: BookingClock, now: Date): BookingStatus {
  const lapsed =
    booking.status === 'pending_payment' && !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime();
  return lapsed ? 'expired' : booking.status;
}

/** Whether the booking holds its slot at `now`. */
export function isLiveBooking(booking: BookingClock, now: Date): boolean {
  return (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(effectiveStatus(booking, now));
}
