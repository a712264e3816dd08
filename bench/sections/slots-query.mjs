// The uncached available-slots query (api/src/modules/scheduling/time-slots.service.ts, queryAvailable) before and
// after the indexes it relies on, on a database that has lived a year: 365 days of past slots for both brands and a
// booking on most of them (confirmed, cancelled, lapsed holds) are added in one transaction, the query is timed
// with EXPLAIN ANALYZE (median of 30), then the indexes are dropped in the same transaction and it is timed again.
// Everything is rolled back: the bench database is left as it was.
import pg from 'pg';
import { createRequire } from 'node:module';
import { databaseUrl } from '../lib/server.mjs';
import { round } from '../lib/stats.mjs';

const require = createRequire(import.meta.url);

const RUNS = 30;
/** The indexes the query's plan uses: slots by brand and day, live bookings by slot, blackouts by day. */
const INDEXES = ['time_slot_brand_date_idx', 'booking_live_slot_key', 'blackout_date_date_brand_key'];

// Kept in step with queryAvailable (the TypeORM builder there renders this).
const QUERY = `
  SELECT s.* FROM time_slot s
   WHERE s.brand = $1 AND s.starts_at > $2 AND s.date = ANY($3)
     AND NOT EXISTS (SELECT 1 FROM blackout_date d WHERE d.date = s.date AND (d.brand IS NULL OR d.brand = s.brand))
     AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.time_slot_id = s.id
                        AND (b.status = 'confirmed' OR (b.status = 'pending_payment' AND b.hold_expires_at > $2)))
   ORDER BY s.starts_at`;

const HISTORY = `
  WITH days AS (SELECT d::date AS day FROM generate_series(current_date - 366, current_date - 2, interval '1 day') d),
       slots AS (
         INSERT INTO time_slot (brand, starts_at, ends_at, date, time)
         SELECT brand, (day + make_interval(hours => h)) AT TIME ZONE 'America/New_York',
                (day + make_interval(hours => h, mins => 50)) AT TIME ZONE 'America/New_York',
                to_char(day, 'YYYY-MM-DD'), lpad(h::text, 2, '0') || ':00'
           FROM days, unnest(ARRAY['coaching', 'lunar']) AS brand, generate_series(9, 16) AS h
         ON CONFLICT DO NOTHING
         RETURNING id, brand)
  INSERT INTO booking (brand, source, full_name, email, service_id, service_name, time_slot_id, status,
                       payment_status, amount_cents, manage_token_hash, hold_expires_at)
  SELECT s.brand, 'booking-form', 'History', 'history@example.com', 'history', 'History', s.id,
         (ARRAY['confirmed', 'cancelled', 'pending_payment'])[1 + (row_number() OVER () % 3)],
         'awaiting', 2500, md5(s.id::text), now() - interval '1 day'
    FROM slots s WHERE random() < 0.8`;

async function timeQuery(client, brand) {
  const now = new Date();
  // Required here, not at the top: run.mjs imports every section before it builds a fresh clone's packages.
  const { businessDate, slotWindowDates } = require('@app/contracts');
  const params = [brand, now, slotWindowDates(businessDate(now))];
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${QUERY}`, params);
    ms.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  ms.sort((a, b) => a - b);
  return round(ms[Math.floor(ms.length / 2)], 3);
}

export async function runSlotsQuery() {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(HISTORY);
    await client.query('ANALYZE time_slot; ANALYZE booking; ANALYZE blackout_date');
    const [{ slots, bookings }] = (
      await client.query(
        'SELECT (SELECT count(*) FROM time_slot)::int AS slots, (SELECT count(*) FROM booking)::int AS bookings',
      )
    ).rows;
    const withIndexes = { coaching: await timeQuery(client, 'coaching'), lunar: await timeQuery(client, 'lunar') };
    for (const index of INDEXES) await client.query(`DROP INDEX IF EXISTS ${index}`);
    const without = { coaching: await timeQuery(client, 'coaching'), lunar: await timeQuery(client, 'lunar') };
    console.log(
      `slots query on ${slots} slots / ${bookings} bookings: with indexes ${JSON.stringify(withIndexes)} ms, without ${JSON.stringify(without)} ms`,
    );
    return { slots, bookings, runs: RUNS, indexes: INDEXES, withIndexesMs: withIndexes, withoutIndexesMs: without };
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
}

export function slotsQueryRows(r) {
  return ['coaching', 'lunar'].map((brand) => ({
    name: `uncached slots query (${brand}), a year of history: with / without its indexes`,
    value: `${r.withIndexesMs[brand]} / ${r.withoutIndexesMs[brand]} ms median (${r.slots} slots, ${r.bookings} bookings)`,
  }));
}
