import { expect, test } from '@playwright/test';
import { firstFreePort, removeCluster, startApiProcess, type ApiProcess } from '../support/api-process';
import { bookingForm, coachingServiceId, freeSlots, type Slot } from '../support/booking';
import { withDb } from '../support/db';
import { databaseUrl, KILL_PG_DIR, KILL_PG_PORT, KILL_PORT } from '../support/env';
import { api } from '../support/http';

// Its own API on its own embedded PostgreSQL (DATABASE_URL unset), started and killed by the test.
const env = (pgPort: number) => ({ PG_DATA_DIR: KILL_PG_DIR, EMBEDDED_PG_PORT: String(pgPort) });
const IN_FLIGHT = 16;

test.afterAll(async () => {
  await removeCluster(KILL_PG_DIR);
});

test('SIGKILL under booking load loses no confirmed booking, leaves no orphan, and the embedded database comes back', async () => {
  await removeCluster(KILL_PG_DIR);
  const pgPort = await firstFreePort([KILL_PG_PORT, KILL_PG_PORT + 1, KILL_PG_PORT - 1]);
  const ENV = env(pgPort);
  let server: ApiProcess = await startApiProcess(KILL_PORT, ENV);
  const serviceId = await coachingServiceId(server.url);
  const slots: Slot[] = [...(await freeSlots('coaching', server.url))];
  expect(slots.length).toBeGreaterThan(20);

  // Keep IN_FLIGHT bookings going (several clients per slot, so conflicts are part of the load) until the kill.
  const confirmed: Array<{ id: string; timeSlotId: string }> = [];
  let killed = false;
  let sent = 0;
  const worker = async () => {
    while (!killed) {
      const slot = slots[sent++ % slots.length];
      try {
        const res = await api<{ id: string; timeSlotId: string }>('/api/bookings', {
          method: 'POST',
          base: server.url,
          json: bookingForm(serviceId, slot.id),
        });
        if (res.status === 201) confirmed.push(res.body);
        else expect([409], `booking answered ${res.status}: ${res.text}`).toContain(res.status);
      } catch {
        // the connection died with the process: this attempt got no answer, so it promised nothing
      }
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, worker);
  await expect.poll(() => confirmed.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
  server.child.kill('SIGKILL');
  killed = true;
  await Promise.all(workers);
  const promised = [...confirmed];

  // The postgres child outlives the kill; the restarted API must take it over (or restart it) and serve again.
  server = await startApiProcess(KILL_PORT, ENV);
  try {
    expect((await api<{ status?: string }>('/api/health', { base: server.url })).status).toBe(200);
    await withDb(async (db) => {
      const { rows } = await db.query<{ id: string; time_slot_id: string; status: string }>(
        'SELECT id, time_slot_id, status FROM booking WHERE id = ANY($1)',
        [promised.map((b) => b.id)],
      );
      expect(rows.map((r) => r.id).sort(), 'every booking answered 201 is stored').toEqual(
        promised.map((b) => b.id).sort(),
      );
      for (const row of rows) expect(row.time_slot_id).toBe(promised.find((b) => b.id === row.id)!.timeSlotId);

      const doubles = await db.query(
        `SELECT time_slot_id FROM booking WHERE status IN ('confirmed','pending_payment') GROUP BY time_slot_id HAVING count(*) > 1`,
      );
      expect(doubles.rows, 'no slot held twice').toEqual([]);
      const noSlot = await db.query(
        'SELECT b.id FROM booking b LEFT JOIN time_slot s ON s.id = b.time_slot_id WHERE s.id IS NULL',
      );
      expect(noSlot.rows, 'no booking without its slot').toEqual([]);
      const chatOrphans = await db.query(
        'SELECT c.id FROM chat_session c LEFT JOIN booking b ON b.id = c.booking_id WHERE c.booking_id IS NOT NULL AND b.id IS NULL',
      );
      expect(chatOrphans.rows, 'no chat session without its booking').toEqual([]);
      const chatless = await db.query(
        `SELECT b.id FROM booking b LEFT JOIN chat_session c ON c.booking_id = b.id WHERE b.delivery_preference = 'chat' AND c.id IS NULL`,
      );
      expect(chatless.rows, 'no chat booking without its session (half-written booking)').toEqual([]);
    }, databaseUrl(pgPort));

    // And it takes new bookings.
    const free = await freeSlots('coaching', server.url);
    const fresh = await api('/api/bookings', {
      method: 'POST',
      base: server.url,
      json: bookingForm(serviceId, free[0].id),
    });
    expect(fresh.status).toBe(201);
  } finally {
    await server.stop();
  }
});
