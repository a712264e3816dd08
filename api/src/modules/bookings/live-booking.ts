import { type BookingStatus, SLOT_HOLDING_STATUSES } from '@app/contracts';

/**
 * The live-booking rule, once (issue 17). A booking holds its slot while it is confirmed, or pending_payment with
 * its card hold not yet run out; a hold past its expiry that the sweeper (BookingHoldsService) has not reached yet
 * is already expired for everyone who reads it.
 *
 * The database backs the first half: the partial unique index booking_live_slot_key (migration
 * 1763741200000-create-booking) allows one booking per slot WHERE status IN ('confirmed', 'pending_payment'),
 * SLOT_HOLDING_SQL below. The hold clock is not in the index (now() cannot be), so a lapsed hold is expired by the
 * booking transaction before it inserts (expireOnSlot), and readers add the clock with liveBookingSql.
 */

/** The partial index's predicate: the rows among which a slot has at most one booking. */
export const SLOT_HOLDING_SQL = `status IN (${SLOT_HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** The rule in SQL, for `alias` (the booking table's alias, '' for none) at `now` (a parameter such as $2 or :now). */
export function liveBookingSql(alias: string, now: string): string {
  const a = alias ? `${alias}.` : '';
  return `(${a}status = 'confirmed' OR (${a}status = 'pending_payment' AND ${a}hold_expires_at > ${now}))`;
}

export interface BookingClock {
  status: BookingStatus;
  holdExpiresAt: Date | null;
}

/** The rule in code: the status a reader should see now (a lapsed card hold reads expired). */
export function effectiveStatus(booking: BookingClock, now: Date): BookingStatus {
  const lapsed =
    booking.status === 'pending_payment' && !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime();
  return lapsed ? 'expired' : booking.status;
}

/** Whether the booking holds its slot now. */
export function isLiveBooking(booking: BookingClock, now: Date): boolean {
  return (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(effectiveStatus(booking, now));
}
