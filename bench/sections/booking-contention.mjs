// 200 concurrent POST /api/bookings on one slot: exactly one 201 (the database decides), the rest 409.
import { firstServiceId, freeSlots, postBooking, bookingPayload } from '../lib/booking.mjs';
import { percentile, round } from '../lib/stats.mjs';

const ATTEMPTS = Number(process.env.BENCH_CONTENTION ?? 200);
/** Issue 20: every one of the 200 answers (the 201 and the 409s) within this, at the 99th percentile. */
export const CONTENTION_P99_BUDGET_MS = 100;

export async function runContention({ base }) {
  const serviceId = await firstServiceId(base);
  const [slot] = await freeSlots(base);
  if (!slot) throw new Error('no free slot to contend for');
  const results = await Promise.all(
    Array.from({ length: ATTEMPTS }, () => postBooking(base, bookingPayload(serviceId, slot.id))),
  );
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const ms = results.map((r) => r.ms);
  return {
    attempts: ATTEMPTS,
    statuses,
    created: statuses[201] ?? 0,
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
  };
}

export function contentionRows(r) {
  return [
    {
      name: `booking contention: ${r.attempts} concurrent POSTs, one slot`,
      value: `${r.created} x 201, statuses ${JSON.stringify(r.statuses)}, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`,
      budget: `exactly one 201, p99 < ${CONTENTION_P99_BUDGET_MS} ms`,
      ok:
        r.created === 1 &&
        Object.keys(r.statuses).every((s) => s === '201' || s === '409') &&
        r.p99Ms < CONTENTION_P99_BUDGET_MS,
    },
  ];
}
