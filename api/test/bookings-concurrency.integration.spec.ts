import { DataSource } from 'typeorm';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';

const CONCURRENT_REQUESTS = 200;

describe('one live booking per slot under concurrency (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it(`gives exactly one 201 out of ${CONCURRENT_REQUESTS} simultaneous bookings of one slot; the rest get 409`, async () => {
    const slot = await freeSlot(sut, 'coaching', 4);
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, i) =>
        sut.http
          .post('/api/bookings')
          // Half pay by card (pending_payment holds), half off-site (confirmed): both kinds hold the slot.
          .send(
            bookingForm({
              timeSlotId: slot.id,
              email: `racer${i}@example.com`,
              paymentMethod: i % 2 ? 'card' : 'venmo',
            }),
          )
          .then((r) => ({ status: r.status, body: r.body as { message?: string } })),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CONCURRENT_REQUESTS - 1);
    for (const r of responses.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe('This time slot is no longer available');
    }

    const db = sut.app.get(DataSource);
    const rows = await db.query(
      `SELECT count(*)::int AS live FROM booking WHERE time_slot_id = $1 AND status IN ('confirmed', 'pending_payment')`,
      [slot.id],
    );
    expect(rows[0].live).toBe(1);
    // Losers leave no trace: one booking, one customer, one chat session.
    const [{ bookings, customers, chats }] = await db.query(
      `SELECT (SELECT count(*) FROM booking)::int AS bookings, (SELECT count(*) FROM user_state)::int AS customers,
              (SELECT count(*) FROM chat_session)::int AS chats`,
    );
    expect({ bookings, customers, chats }).toEqual({ bookings: 1, customers: 1, chats: 1 });
  });

  it('answers a request queued behind the winner with its own slot problem first, and judges the slot afresh once the race is over', async () => {
    const slot = await freeSlot(sut, 'coaching', 5);
    const race = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        sut.http.post('/api/bookings').send(bookingForm({ timeSlotId: slot.id, email: `second${i}@example.com` })),
      ),
      // A Lunar reading on a coaching slot: wrong brand, whoever won the slot.
      sut.http.post('/api/bookings').send(psychicBookingForm({ timeSlotId: slot.id, email: 'lunar@example.com' })),
    ]);
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    expect(race.filter((r) => r.status === 409)).toHaveLength(19);
    const wrongBrand = race[race.length - 1];
    expect(wrongBrand.status).toBe(400);

    // The winner's booking goes away: the next request must not be refused from memory of the race.
    await sut.app.get(DataSource).query(`UPDATE booking SET status = 'cancelled' WHERE time_slot_id = $1`, [slot.id]);
    await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, email: 'after@example.com' }))
      .expect(201);
  });

  it('refuses a second live booking at the database level even without the application lock', async () => {
    const db = sut.app.get(DataSource);
    const [booking] = await db.query(`SELECT * FROM booking LIMIT 1`);
    await expect(
      db.query(
        `INSERT INTO booking (brand, source, full_name, email, service_id, service_name, time_slot_id, status,
                              payment_status, amount_cents, manage_token_hash)
         VALUES ('coaching', 'booking-form', 'X', 'x@example.com', 'strategic-decision', 'X', $1, 'confirmed',
                 'awaiting', 2500, 'another-hash')`,
        [booking.time_slot_id],
      ),
    ).rejects.toThrow(/booking_live_slot_key/);
  });
});
