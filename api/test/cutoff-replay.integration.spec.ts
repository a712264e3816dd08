import type { TimeSlotDto } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { createCoupon } from './helpers/coupons';
import { book, holders } from './helpers/lifecycle';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/** Monday 2027-01-11, 00:30 ET: the whole week is in the window. */
const NOW = '2027-01-11T05:30:00Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string, deltaMs: number) => new Date(Date.parse(iso) + deltaMs).toISOString();

/**
 * Issue 32 item 4: rules the pages enforce, enforced again by the API. Each request is captured while it was
 * allowed and replayed once its cut-off has passed: a 4xx with a stable `code`, and nothing changed. (An ended
 * chat's refusal is chat-lifetime's; a tampered checkout amount is checkout-prices'; a client-sent discount or
 * amount beside a code is coupons-bookings'.)
 */
describe('captured requests replayed past their cut-off (integration)', () => {
  let sut: TestApp;
  let ahead: TimeSlotDto[];
  let next = 0;
  let people = 0;
  const take = () => ahead[next++];
  const someone = () => `cutoff${++people}@example.com`;

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    setNow(sut, NOW);
    // Slots from Wednesday on: more than 48 hours ahead of NOW, so every booking below starts changeable.
    ahead = (await availableSlots(sut, 'coaching')).filter(
      (s) => Date.parse(s.startTime) >= Date.parse(NOW) + 48 * HOUR,
    );
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));

  const statusOf = async (bookingId: string) =>
    (await sut.app.get(DataSource).query(`SELECT status, time_slot_id FROM booking WHERE id = $1`, [bookingId]))[0];

  it("a customer's cancel and reschedule replayed inside 24 hours, then after the start", async () => {
    const [slot, other] = [take(), take()];
    const booking = await book(sut, bookingForm({ timeSlotId: slot.id, email: someone() }));
    const cancel = () => sut.http.post(`/api/manage/${booking.manageToken}/cancel`);
    const move = () => sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: other.id });

    setNow(sut, at(slot.startTime, -24 * HOUR + MINUTE));
    expect((await cancel()).body).toMatchObject({ statusCode: 403, code: 'BOOKING_CHANGE_CLOSED' });
    expect((await move()).body).toMatchObject({ statusCode: 403, code: 'BOOKING_CHANGE_CLOSED' });

    setNow(sut, at(slot.startTime, MINUTE));
    expect((await cancel()).body).toMatchObject({ statusCode: 409, code: 'SESSION_PASSED' });
    expect((await move()).body).toMatchObject({ statusCode: 409, code: 'SESSION_PASSED' });

    expect(await statusOf(booking.id)).toEqual({ status: 'confirmed', time_slot_id: slot.id });
    expect(await holders(sut, [other.id])).toEqual({ [other.id]: [] });
  });

  it("a visitor's booking or the coach's move onto a slot, replayed after the slot began", async () => {
    const [slot, start] = [take(), take()];
    const form = bookingForm({ timeSlotId: slot.id, email: someone() });
    const mover = await book(sut, bookingForm({ timeSlotId: start.id, email: someone() }));

    setNow(sut, at(slot.startTime, 1));
    const booked = await sut.http.post('/api/bookings').send(form);
    expect(booked.body).toMatchObject({ statusCode: 400, code: 'SLOT_PAST' });
    // The coach has no 24-hour limit, so only the slot's own start refuses the move.
    const moved = await sut.http
      .post(`/api/coach/bookings/${mover.id}/reschedule`)
      .set('Authorization', await adminAuthorization(sut))
      .send({ timeSlotId: slot.id });
    expect(moved.body).toMatchObject({ statusCode: 400, code: 'SLOT_PAST' });
    expect(await statusOf(mover.id)).toEqual({ status: 'confirmed', time_slot_id: start.id });
    expect(await holders(sut, [slot.id])).toEqual({ [slot.id]: [] });
  });

  it('a slot outside the window (never generated) and a slot whose day was blacked out since', async () => {
    const unknown = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: randomUUID(), email: someone() }));
    expect(unknown.body).toMatchObject({ statusCode: 400, code: 'SLOT_UNKNOWN' });

    const slot = take();
    const form = bookingForm({ timeSlotId: slot.id, email: someone() });
    const authorization = await adminAuthorization(sut);
    await sut.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', authorization)
      .send({ date: slot.date, brand: 'coaching' })
      .expect(201);
    expect((await sut.http.post('/api/bookings').send(form)).body).toMatchObject({
      statusCode: 409,
      code: 'SLOT_TAKEN',
    });
    expect(await holders(sut, [slot.id])).toEqual({ [slot.id]: [] });
    await sut.http.delete(`/api/coach/blackout-dates/${slot.date}`).set('Authorization', authorization).expect(200);
  });

  it("a customer's move replayed onto a slot outside the window, of the other brand, or already begun", async () => {
    // The target begins first; the booking itself is the week's last slot, days later (outside its 24 hours).
    const [begun, slot] = [take(), ahead.pop()!];
    const booking = await book(sut, bookingForm({ timeSlotId: slot.id, email: someone() }));
    const move = (timeSlotId: string) =>
      sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId, fromTimeSlotId: slot.id });
    const [lunar] = await availableSlots(sut, 'lunar');

    expect((await move(randomUUID())).body).toMatchObject({ statusCode: 400, code: 'SLOT_UNKNOWN' });
    expect((await move(lunar.id)).body).toMatchObject({ statusCode: 400, code: 'SLOT_WRONG_BRAND' });
    // The customer's own booking is still days away; only the target has begun.
    setNow(sut, at(begun.startTime, 1));
    expect((await move(begun.id)).body).toMatchObject({ statusCode: 400, code: 'SLOT_PAST' });
    expect(await statusOf(booking.id)).toEqual({ status: 'confirmed', time_slot_id: slot.id });
    expect(await holders(sut, [lunar.id, begun.id])).toEqual({ [lunar.id]: [], [begun.id]: [] });
  });

  it('a booking body with a price of its own is charged the catalogue price', async () => {
    const honest = await book(sut, bookingForm({ timeSlotId: take().id, email: someone() }));
    const tampered = await sut.http
      .post('/api/bookings')
      .send({ ...bookingForm({ timeSlotId: take().id, email: someone() }), amount: 1, amountCents: 1, price: 0.01 });
    // Fields the contract does not know are stripped (validation.ts): the price comes from the catalogue row.
    expect(tampered.status).toBe(201);
    expect(tampered.body.amount).toBe(honest.amount);
    const [row] = await sut.app
      .get(DataSource)
      .query(`SELECT amount_cents FROM booking WHERE id = $1`, [tampered.body.id]);
    expect(row.amount_cents).toBe(honest.amount);
    expect(honest.amount).toBeGreaterThan(1);
  });

  it('a booking with a code, replayed after the code expired, was turned off or used up, or sent for another brand', async () => {
    const authorization = await adminAuthorization(sut);
    const coupon = (body: Record<string, unknown>) =>
      createCoupon(sut, authorization, { kind: 'percent', value: 20, oncePerEmail: false, ...body });
    await coupon({ code: 'LASTDAY', expiresOn: '2027-01-11' });
    const switched = await coupon({ code: 'SWITCHOFF' });
    await coupon({ code: 'ONEUSE', maxUses: 1 });
    await coupon({ code: 'LUNARONLY', brand: 'lunar' });
    await coupon({ code: 'TAROTONLY', serviceId: 'three-card-tarot' });
    const slot = take();
    const captured = (couponCode: string) => bookingForm({ timeSlotId: slot.id, email: someone(), couponCode });
    const quote = (code: string) =>
      sut.http.get('/api/coupons/quote').query({ code, brand: 'coaching', serviceId: captured(code).serviceId });
    // While the page was open, the codes it would send were good.
    for (const code of ['LASTDAY', 'SWITCHOFF', 'ONEUSE']) await quote(code).expect(200);

    await sut.http.post(`/api/coach/coupons/${switched.id}/deactivate`).set('Authorization', authorization).expect(200);
    await book(sut, bookingForm({ timeSlotId: take().id, email: someone(), couponCode: 'ONEUSE' }));
    setNow(sut, '2027-01-12T05:00:00Z'); // midnight ET: LASTDAY's last day is over.

    const replays: Array<[string, number, string]> = [
      ['LASTDAY', 400, 'COUPON_EXPIRED'],
      ['SWITCHOFF', 400, 'COUPON_INVALID'],
      ['ONEUSE', 409, 'COUPON_USED_UP'],
      ['LUNARONLY', 400, 'COUPON_NOT_APPLICABLE'],
      ['TAROTONLY', 400, 'COUPON_NOT_APPLICABLE'],
    ];
    for (const [code, statusCode, errorCode] of replays) {
      const answer = await sut.http.post('/api/bookings').send(captured(code));
      expect({ code, body: answer.body }).toMatchObject({ code, body: { statusCode, code: errorCode } });
    }
    expect(await holders(sut, [slot.id])).toEqual({ [slot.id]: [] });
    const [{ uses }] = await sut.app.get(DataSource).query(
      `SELECT count(*)::int AS uses FROM coupon_redemption r JOIN coupon c ON c.id = r.coupon_id
          WHERE c.code = ANY($1) AND r.released_at IS NULL`,
      [replays.map(([code]) => code)],
    );
    expect(uses).toBe(1);
  });
});
