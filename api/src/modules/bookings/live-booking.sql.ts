import { SLOT_HOLDING_STATUSES } from '@app/contracts';

/**
 * The SQL twin of the hold/live rule (contracts' booking-state.ts `isLiveBooking`), beside the booking table's owner:
 * readers that filter rows in PostgreSQL cannot call the code form. api/test/booking-state.integration.spec.ts holds
 * the two equal.
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
