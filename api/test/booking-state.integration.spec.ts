import { BOOKING_STATUSES, type BookingClock, isLiveBooking, SLOT_HOLDING_STATUSES } from '@app/contracts';
import { liveBookingSql, SLOT_HOLDING_SQL } from '../src/modules/bookings/live-booking.sql';
import { onAdmin } from './test-postgres.admin';
import { ADMIN_URL_ENV } from './test-postgres.constants';

const now = new Date('2027-03-01T12:00:00.000Z');
const holdClocks: (Date | null)[] = [
  null,
  new Date(now.getTime() - 60_000),
  new Date(now.getTime() - 1),
  now,
  new Date(now.getTime() + 1),
  new Date(now.getTime() + 60_000),
];
/**
 * Every status × every hold clock (before, at and after now, and none), less the one pair the table refuses:
 * booking_hold_check (migration 1763741200000-create-booking) gives every pending_payment row a hold expiry, and
 * there the two forms would differ (SQL's NULL comparison reads "not live", the code "live").
 */
const cases: BookingClock[] = BOOKING_STATUSES.flatMap((status) =>
  holdClocks.map((holdExpiresAt) => ({ status, holdExpiresAt })),
).filter((c) => c.status !== 'pending_payment' || c.holdExpiresAt !== null);

/** Evaluates `predicate` in PostgreSQL for each case, as a WHERE clause over a row shaped like the booking table. */
async function evaluateInPostgres(predicate: string): Promise<boolean[]> {
  const adminUrl = process.env[ADMIN_URL_ENV];
  if (!adminUrl) throw new Error(`${ADMIN_URL_ENV} is not set: run with \`npx jest -c api/jest.config.js\``);
  return onAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ live: boolean }>(
      `SELECT (${predicate}) AS live
         FROM unnest($2::text[], $3::timestamptz[]) WITH ORDINALITY AS b(status, hold_expires_at, n)
        ORDER BY n`,
      [now, cases.map((c) => c.status), cases.map((c) => c.holdExpiresAt)],
    );
    return rows.map((row) => row.live);
  });
}

describe('the hold/live rule in contracts and its SQL twin (integration)', () => {
  it('says the same thing in PostgreSQL as in code, for every status and hold clock', async () => {
    const inSql = await evaluateInPostgres(liveBookingSql('b', '$1'));
    expect(cases.map((c, i) => ({ ...c, live: inSql[i] }))).toEqual(
      cases.map((c) => ({ ...c, live: isLiveBooking(c, now) })),
    );
  });

  it('keeps the partial index predicate to the statuses the rule starts from', async () => {
    const inSql = await evaluateInPostgres(`${SLOT_HOLDING_SQL} AND $1::timestamptz IS NOT NULL`);
    expect(cases.map((c, i) => ({ status: c.status, holds: inSql[i] }))).toEqual(
      cases.map((c) => ({ status: c.status, holds: (SLOT_HOLDING_STATUSES as readonly string[]).includes(c.status) })),
    );
  });
});
