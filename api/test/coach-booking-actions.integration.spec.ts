import {
  BOOKING_MESSAGES,
  COACH_BOOKING_MESSAGES,
  type CoachBookingDetailDto,
  type CoachBookingDto,
  MANAGE_BOOKING_MESSAGES,
  type TimeSlotDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { adminAuthorization, adminCookieSession } from './helpers/admin-session';
import { parseIcs } from './helpers/ics';
import { book, holders, manageView, slotsAhead } from './helpers/lifecycle';
import { onlyMail, outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const HOUR = 60 * 60 * 1000;

/** Issue 27: what the coach does to a booking from the console, as the API answers it. */
describe('coach actions on bookings (integration)', () => {
  let sut: TestApp;
  let db: DataSource;
  let authorization: string;
  let ahead: TimeSlotDto[];
  let next = 0;
  let people = 0;
  const take = (n = 1) => ahead.slice(next, (next += n));
  /** Each booking its own customer, so the per-address unpaid cap stays out of the way. */
  const someone = () => `person${++people}@example.com`;

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    db = sut.app.get(DataSource);
    authorization = await adminAuthorization(sut);
    ahead = await slotsAhead(sut, 'coaching', 2);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const post = (path: string, body?: object) =>
    sut.http.post(`/api/coach/bookings${path}`).set('Authorization', authorization).send(body);
  const detail = async (id: string) =>
    (await sut.http.get(`/api/coach/bookings/${id}`).set('Authorization', authorization).expect(200))
      .body as CoachBookingDetailDto;
  const newBooking = (overrides: Record<string, unknown> = {}) =>
    book(sut, bookingForm({ timeSlotId: take()[0].id, email: someone(), ...overrides }));
  const isFree = async (slotId: string, brand: 'coaching' | 'lunar' = 'coaching') =>
    (await availableSlots(sut, brand)).some((s) => s.id === slotId);

  it('every new route needs the admin, and a cookie session its CSRF token', async () => {
    const booking = await newBooking();
    const calls = [
      sut.http.get(`/api/coach/bookings/${booking.id}`),
      sut.http.post(`/api/coach/bookings/${booking.id}/cancel`).send({}),
      sut.http.post(`/api/coach/bookings/${booking.id}/reschedule`).send({ timeSlotId: ahead[40].id }),
      sut.http.post(`/api/coach/bookings/${booking.id}/no-show`),
      sut.http.post(`/api/coach/bookings/${booking.id}/refund`),
      sut.http.post(`/api/coach/bookings/${booking.id}/refund-sent`),
      sut.http.post('/api/coach/bookings/release').send({ bookingIds: [booking.id] }),
    ];
    for (const call of calls) expect((await call).status).toBe(401);

    const session = await adminCookieSession(sut);
    const { 'X-CSRF-Token': _token, ...withoutToken } = session.writeHeaders;
    const refused = await sut.http
      .post(`/api/coach/bookings/${booking.id}/cancel`)
      .set(withoutToken)
      .send({ reason: 'x' })
      .expect(403);
    expect(refused.body.code).toBe('CSRF_TOKEN_INVALID');
    expect((await detail(booking.id)).status).toBe('confirmed');
  });

  it('404 for an unknown or malformed id, 400 with the schema message for a bad body', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await post(`/${id}/cancel`, {}).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'BOOKING_NOT_FOUND' });
      await sut.http.get(`/api/coach/bookings/${id}`).set('Authorization', authorization).expect(404);
    }
    const booking = await newBooking();
    const tooLong = await post(`/${booking.id}/cancel`, { reason: 'x'.repeat(501) }).expect(400);
    expect(tooLong.body.errors).toEqual({ reason: COACH_BOOKING_MESSAGES.reasonTooLong });
    const noSlot = await post(`/${booking.id}/reschedule`, {}).expect(400);
    expect(noSlot.body.errors).toEqual({ timeSlotId: COACH_BOOKING_MESSAGES.timeSlotRequired });
    const empty = await post('/release', { bookingIds: [] }).expect(400);
    expect(empty.body.message).toBe(COACH_BOOKING_MESSAGES.releaseNone);
    expect((await detail(booking.id)).history.map((h) => h.action)).toEqual(['created']);
  });

  it('shows a booking whole: contact, requests, zone, chat session and history', async () => {
    const booking = await newBooking({ timeZone: 'Pacific/Auckland', specialRequests: 'Bring the offer letters.' });
    const seen = await detail(booking.id);
    expect(seen).toMatchObject({
      id: booking.id,
      email: booking.email,
      phone: '555-0100',
      specialRequests: 'Bring the offer letters.',
      timeZone: 'Pacific/Auckland',
      chatSessionId: booking.chat!.sessionId,
      noShowAt: null,
      refundOwedCents: 0,
      history: [{ action: 'created', actor: 'customer', at: expect.any(String), detail: null }],
    });
    expect(Date.parse(seen.endTime)).toBeGreaterThan(Date.parse(seen.startTime));
  });

  it('cancels with a reason inside 24 hours: slot free, customer told with a CANCEL invite, history kept', async () => {
    const booking = await newBooking();
    // Inside the customer's 24-hour window: the manage link could not cancel now, the coach can.
    setNow(sut, new Date(Date.parse(booking.startTime) - HOUR).toISOString());
    const refusedForCustomer = await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(403);
    expect(refusedForCustomer.body.message).toBe(MANAGE_BOOKING_MESSAGES.policy);

    const response = await post(`/${booking.id}/cancel`, { reason: 'I am unwell today' }).expect(200);
    expect(response.body).toMatchObject({ status: 'cancelled', cancelReason: 'I am unwell today' });
    expect(response.body.history.map((h: { action: string; actor: string }) => `${h.actor}:${h.action}`)).toEqual([
      'customer:created',
      'coach:cancelled',
    ]);
    jest.restoreAllMocks();
    expect(await holders(sut, [booking.timeSlotId])).toEqual({ [booking.timeSlotId]: [] });

    const mails = await outboxOf(sut);
    const mail = onlyMail(mails, 'booking-cancelled', booking.email);
    expect(mail.text).toContain('I am unwell today');
    expect(parseIcs(mail.ics!).method).toBe('CANCEL');
    expect(mails.filter((m) => m.type === 'coach-booking-cancelled' && m.replyTo === booking.email)).toEqual([]);
    expect((await manageView(sut, booking.manageToken)).status).toBe('cancelled');
    const managePage = await sut.http.get(`/api/manage/${booking.manageToken}`).expect(200);
    expect(managePage.headers['cache-control']).toBe('no-store');

    const again = await post(`/${booking.id}/cancel`, {}).expect(409);
    expect(again.body.message).toBe(MANAGE_BOOKING_MESSAGES.cancelledAlready);
  });

  it('moves a booking to any free slot of its brand, inside 24 hours too; the invite sequence goes up', async () => {
    const booking = await newBooking();
    const [target] = take();
    const before = onlyMail(await outboxOf(sut), 'booking-confirmation', booking.email);
    const response = await post(`/${booking.id}/reschedule`, { timeSlotId: target.id }).expect(200);
    expect(response.body).toMatchObject({ timeSlotId: target.id, startTime: target.startTime, status: 'confirmed' });
    expect(response.body.history.at(-1)).toMatchObject({ action: 'rescheduled', actor: 'coach' });
    expect(await isFree(booking.timeSlotId)).toBe(true);
    expect(await isFree(target.id)).toBe(false);

    const moved = onlyMail(await outboxOf(sut), 'booking-rescheduled', booking.email);
    expect(moved.text).toContain('has moved your');
    const sequence = (m: typeof moved) => Number(parseIcs(m.ics!).event.SEQUENCE.value);
    expect(sequence(moved)).toBeGreaterThan(sequence(before));
    expect((await manageView(sut, booking.manageToken)).startTime).toBe(target.startTime);

    const lunarSlot = (await availableSlots(sut, 'lunar'))[0];
    const wrongBrand = await post(`/${booking.id}/reschedule`, { timeSlotId: lunarSlot.id }).expect(400);
    expect(wrongBrand.body.code).toBe('SLOT_WRONG_BRAND');
    const other = await newBooking();
    const taken = await post(`/${booking.id}/reschedule`, { timeSlotId: other.timeSlotId }).expect(409);
    expect(taken.body.message).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('marks paid with a thank-you to the customer, then refunds an off-site payment as owed until sent', async () => {
    const booking = await newBooking({ paymentMethod: 'venmo' });
    const nothing = await post(`/${booking.id}/refund`).expect(409);
    expect(nothing.body.message).toBe(COACH_BOOKING_MESSAGES.notPaid);

    const paid = await post(`/${booking.id}/mark-paid`).expect(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', history: expect.any(Array) });
    expect(onlyMail(await outboxOf(sut), 'booking-payment-received', booking.email).text).toContain('Venmo');

    const owed = await post(`/${booking.id}/refund`).expect(200);
    expect(owed.body).toMatchObject({ paymentStatus: 'refund_owed', refundOwedCents: booking.amount });
    expect(onlyMail(await outboxOf(sut), 'booking-refunded', booking.email).text).toContain('is refunding your');
    await post(`/${booking.id}/refund`).expect(409);

    const sent = await post(`/${booking.id}/refund-sent`).expect(200);
    expect(sent.body).toMatchObject({ paymentStatus: 'refunded', refundOwedCents: 0 });
    expect(sent.body.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'paid',
      'refund_owed',
      'refund_sent',
    ]);
    expect(onlyMail(await outboxOf(sut), 'booking-refund-sent', booking.email).text).toContain('has sent your refund');
    const none = await post(`/${booking.id}/refund-sent`).expect(409);
    expect(none.body.message).toBe(COACH_BOOKING_MESSAGES.noRefundOwed);
  });

  it('refunds a card payment through the gateway at once', async () => {
    const booking = await newBooking({ paymentMethod: 'credit-card' });
    await sut.http
      .post('/api/square-payment')
      .send(squarePaymentBody({ bookingId: booking.id, serviceId: booking.serviceId }))
      .expect(201);
    expect((await detail(booking.id)).paymentStatus).toBe('paid');

    const refunded = await post(`/${booking.id}/refund`).expect(200);
    expect(refunded.body).toMatchObject({ paymentStatus: 'refunded', refundOwedCents: 0, status: 'confirmed' });
    const [payment] = await db.query(`SELECT status FROM payment WHERE booking_id = $1`, [booking.id]);
    expect(payment.status).toBe('refunded');
    expect(onlyMail(await outboxOf(sut), 'booking-refunded', booking.email).text).toContain('to your card');
  });

  it('marks a no-show only once the session has started', async () => {
    const booking = await newBooking();
    const early = await post(`/${booking.id}/no-show`).expect(409);
    expect(early.body.message).toBe(COACH_BOOKING_MESSAGES.noShowFuture);

    setNow(sut, new Date(Date.parse(booking.startTime) + 60_000).toISOString());
    const marked = await post(`/${booking.id}/no-show`).expect(200);
    expect(marked.body.noShowAt).toEqual(expect.any(String));
    const twice = await post(`/${booking.id}/no-show`).expect(409);
    expect(twice.body.message).toBe(COACH_BOOKING_MESSAGES.noShowAlready);
    jest.restoreAllMocks();
    expect(onlyMail(await outboxOf(sut), 'booking-no-show', booking.email).text).toContain('We missed you');
  });

  it('releases unpaid bookings in one action, skipping a paid one, and tells each customer', async () => {
    const [unpaidA, unpaidB, paid] = [await newBooking(), await newBooking(), await newBooking()];
    await post(`/${paid.id}/mark-paid`).expect(200);
    const response = await post('/release', { bookingIds: [unpaidA.id, unpaidB.id, paid.id] }).expect(200);
    expect(response.body.released.sort()).toEqual([unpaidA.id, unpaidB.id].sort());
    expect(response.body.skipped).toEqual([{ id: paid.id, reason: COACH_BOOKING_MESSAGES.notUnpaid }]);
    expect(await isFree(unpaidA.timeSlotId)).toBe(true);
    expect(await isFree(paid.timeSlotId)).toBe(false);
    const released = onlyMail(await outboxOf(sut), 'booking-cancelled', unpaidA.email);
    expect(released.subject).toContain('Your booking was released');
    expect(released.text).toContain('Payment was not received');
  });

  it('agenda: search by name or e-mail, filters by status and payment, past days', async () => {
    const grace = await newBooking({ fullName: 'Grace Hopper_%' });
    const cancelled = await newBooking();
    await post(`/${cancelled.id}/cancel`, { reason: 'moved away' }).expect(200);
    const list = async (query: string) =>
      (await sut.http.get(`/api/coach/bookings?${query}`).set('Authorization', authorization).expect(200))
        .body as CoachBookingDto[];

    expect((await list('q=hopper_%')).map((b) => b.id)).toEqual([grace.id]);
    expect((await list(`q=${encodeURIComponent(grace.email)}`)).map((b) => b.id)).toEqual([grace.id]);
    expect((await list('q=_')).map((b) => b.id)).toEqual([grace.id]);
    expect((await list('status=cancelled')).map((b) => b.id)).toContain(cancelled.id);
    expect((await list('')).map((b) => b.id)).not.toContain(cancelled.id);
    expect((await list('payment=unpaid')).every((b) => b.paymentStatus === 'awaiting')).toBe(true);
    expect((await list(`from=2020-01-01&to=2020-01-02`)).length).toBe(0);
    expect((await list(`from=2020-01-01&status=all`)).length).toBeGreaterThan(0);
    const bad = await sut.http.get('/api/coach/bookings?status=nope').set('Authorization', authorization).expect(400);
    expect(bad.body.message).toBe('Status must be one of live, cancelled, expired, no_show, all');
  });
});
