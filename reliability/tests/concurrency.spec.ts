import { expect, test } from '@playwright/test';
import { bookingForm, coachingServiceId, freeSlots } from '../support/booking';
import { withDb } from '../support/db';
import { api } from '../support/http';

const ATTEMPTS = 1000;
const SLOTS = 10;

test(`${ATTEMPTS} concurrent booking attempts over ${SLOTS} slots make exactly ${SLOTS} bookings and no 5xx`, async () => {
  const serviceId = await coachingServiceId();
  const slots = (await freeSlots()).slice(0, SLOTS);
  expect(slots).toHaveLength(SLOTS);

  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      api<{ id: string; timeSlotId: string }>('/api/bookings', {
        method: 'POST',
        json: bookingForm(serviceId, slots[i % SLOTS].id),
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s >= 500),
    'no 5xx',
  ).toEqual([]);
  expect(new Set(statuses), 'every loser is told the slot is taken').toEqual(new Set([201, 409]));
  const created = answers.filter((a) => a.status === 201);
  expect(created).toHaveLength(SLOTS);
  expect(new Set(created.map((a) => a.body.timeSlotId))).toEqual(new Set(slots.map((s) => s.id)));
  for (const loser of answers.filter((a) => a.status === 409)) {
    expect(loser.body).toMatchObject({ statusCode: 409, message: 'This time slot is no longer available' });
  }

  const live = await withDb((db) =>
    db.query<{ time_slot_id: string; n: string }>(
      `SELECT time_slot_id, count(*) AS n FROM booking WHERE time_slot_id = ANY($1) AND status IN ('confirmed', 'pending_payment') GROUP BY time_slot_id`,
      [slots.map((s) => s.id)],
    ),
  );
  expect(live.rows).toHaveLength(SLOTS);
  expect(live.rows.every((r) => Number(r.n) === 1)).toBe(true);
  const offered = new Set((await freeSlots()).map((s) => s.id));
  expect(
    slots.filter((s) => offered.has(s.id)),
    'booked slots are no longer offered',
  ).toEqual([]);
});
