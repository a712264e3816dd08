import { BOOKING_MESSAGES, COACH_BOOKING_MESSAGES, MANAGE_BOOKING_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { holders, slotsAhead } from './helpers/lifecycle';
import { outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 27: the coach and a customer acting on one booking or slot at once — exactly one wins, the other hears a
 * clear 409 — and DESIGN §3's unpaid caps, which concurrent requests of one visitor cannot slip under.
 */
describe('coach and customer at once; unpaid caps (integration)', () => {
  let sut: TestApp;
  let authorization: string;
  let ahead: TimeSlotDto[];
  let next = 0;
  let people = 0;
  const take = (n = 1) => ahead.slice(next, (next += n));
  const someone = () => `racer${++people}@example.com`;

  beforeAll(async () => {
    // The per-client cap scales like the rate limits; this suite tests it at its real size.
    // X-Forwarded-For is trusted here, so each request can come from its own client address.
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0', RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: 'true' });
    authorization = await adminAuthorization(sut);
    ahead = await slotsAhead(sut, 'coaching', 30);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const coach = (path: string, body?: object) =>
    sut.http.post(`/api/coach/bookings${path}`).set('Authorization', authorization).send(body);
  /** Each booking from its own client address, so the per-client cap stays out of the way where not tested. */
  const bookFrom = (address: string, body: Record<string, unknown>) =>
    sut.http.post('/api/bookings').set('X-Forwarded-For', address).send(body);
  let addresses = 0;
  /** A booking by a visitor of their own (own e-mail, own address), with its manage token. */
  const bookAlone = async (body: Record<string, unknown>) => {
    const response = await bookFrom(`10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`, body).expect(201);
    return response.body as { id: string; manageToken: string; email: string };
  };
  const db = () => sut.app.get(DataSource);
  const liveOn = async (slotId: string) => (await holders(sut, [slotId]))[slotId];

  it('coach cancels while the customer moves: the move lands first or gets 409; nothing is left holding a slot', async () => {
    for (let round = 0; round < 4; round++) {
      const [start, target] = take(2);
      const booking = await bookAlone(bookingForm({ timeSlotId: start.id, email: someone() }));
      const [cancel, move] = await Promise.all([
        coach(`/${booking.id}/cancel`, { reason: 'race' }),
        sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: target.id }),
      ]);
      // Both lock the booking row first. Cancel first: the move finds it cancelled (409). Move first: the cancel
      // then cancels the moved booking. Never a booking live on two slots, never a cancelled one holding a slot.
      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(move.status);
      if (move.status === 409) expect(move.body.message).toBe('This booking has already been cancelled');
      const [row] = await db().query(`SELECT status FROM booking WHERE id = $1`, [booking.id]);
      expect(row.status).toBe('cancelled');
      expect(await holders(sut, [start.id, target.id])).toEqual({ [start.id]: [], [target.id]: [] });
    }
  });

  it('coach moves a booking into a slot a visitor books at that moment: exactly one gets it', async () => {
    for (let round = 0; round < 4; round++) {
      const [start, target] = take(2);
      const booking = await bookAlone(bookingForm({ timeSlotId: start.id, email: someone() }));
      const [move, visitor] = await Promise.all([
        coach(`/${booking.id}/reschedule`, { timeSlotId: target.id }),
        bookFrom(`203.0.113.${round + 10}`, bookingForm({ timeSlotId: target.id, email: someone() })),
      ]);
      expect([move.status, visitor.status]).toEqual(move.status === 200 ? [200, 409] : [409, 201]);
      const loser = move.status === 409 ? move : visitor;
      expect(loser.body.message).toBe(BOOKING_MESSAGES.slotTaken);
      expect((await liveOn(target.id)).length).toBe(1);
      // The booking that lost its move kept its own slot.
      expect((await liveOn(start.id)).length).toBe(move.status === 200 ? 0 : 1);
    }
  });

  it('two tabs moving one booking from the slot they showed: one move, one 409, one e-mail, the other target free', async () => {
    const [start, x, y] = take(3);
    const booking = await bookAlone(bookingForm({ timeSlotId: start.id, email: someone() }));
    const [byCustomer, byCoach] = await Promise.all([
      sut.http
        .post(`/api/manage/${booking.manageToken}/reschedule`)
        .send({ timeSlotId: x.id, fromTimeSlotId: start.id }),
      coach(`/${booking.id}/reschedule`, { timeSlotId: y.id, fromTimeSlotId: start.id }),
    ]);
    expect([byCustomer.status, byCoach.status].sort()).toEqual([200, 409]);
    const loser = byCustomer.status === 409 ? byCustomer : byCoach;
    expect(loser.body).toMatchObject({ code: 'BOOKING_CHANGED', message: MANAGE_BOOKING_MESSAGES.changedSince });
    const won = byCustomer.status === 200 ? x : y;
    const lost = won === x ? y : x;
    expect(await holders(sut, [start.id, x.id, y.id])).toEqual({
      [start.id]: [],
      [won.id]: [booking.id],
      [lost.id]: [],
    });
    const moved = (await outboxOf(sut)).filter((m) => m.type === 'booking-rescheduled' && m.to === booking.email);
    expect(moved).toHaveLength(1);
  });

  it('two coach tabs refunding one paid booking at once: one refund, one 409, one e-mail', async () => {
    const booking = await bookAlone(
      bookingForm({ timeSlotId: take()[0].id, email: someone(), paymentMethod: 'venmo' }),
    );
    await coach(`/${booking.id}/mark-paid`).expect(200);
    const answers = await Promise.all([coach(`/${booking.id}/refund`), coach(`/${booking.id}/refund`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const mails = (await outboxOf(sut)).filter((m) => m.type === 'booking-refunded' && m.to === booking.email);
    expect(mails).toHaveLength(1);
  });

  it('a third unpaid booking for one e-mail is refused with what to do, across both brands', async () => {
    const email = someone();
    await bookFrom('198.51.100.1', bookingForm({ timeSlotId: take()[0].id, email })).expect(201);
    const lunar = (await availableSlots(sut, 'lunar'))[3];
    await bookFrom('198.51.100.2', psychicBookingForm({ timeSlotId: lunar.id, email: email.toUpperCase() })).expect(
      201,
    );
    const [slot] = take();
    const third = await bookFrom('198.51.100.3', bookingForm({ timeSlotId: slot.id, email })).expect(409);
    expect(third.body).toMatchObject({
      code: 'UNPAID_LIMIT_REACHED',
      message: COACH_BOOKING_MESSAGES.unpaidLimitEmail,
    });
    expect(await liveOn(slot.id)).toEqual([]);
  });

  it('concurrent unpaid bookings of one e-mail for different slots: exactly two go through', async () => {
    const email = someone();
    const slots = take(6);
    const answers = await Promise.all(
      slots.map((s, i) => bookFrom(`192.0.2.${i + 1}`, bookingForm({ timeSlotId: s.id, email }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const [row] = await db().query(`SELECT count(*)::int AS n FROM booking WHERE email = $1`, [email]);
    expect(row.n).toBe(2);
  });

  it('a fourth unpaid booking from one client address is refused; paying one frees the way', async () => {
    const address = '203.0.113.200';
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        (await bookFrom(address, bookingForm({ timeSlotId: take()[0].id, email: someone() })).expect(201)).body,
      );
    }
    const refused = await bookFrom(address, bookingForm({ timeSlotId: take()[0].id, email: someone() })).expect(409);
    expect(refused.body.message).toBe(COACH_BOOKING_MESSAGES.unpaidLimitClient);
    await coach(`/${made[0].id}/mark-paid`).expect(200);
    await bookFrom(address, bookingForm({ timeSlotId: take()[0].id, email: someone() })).expect(201);
  });
});
