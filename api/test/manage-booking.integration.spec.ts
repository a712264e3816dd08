import {
  BOOKING_MESSAGES,
  formatSessionWhen,
  MANAGE_BOOKING_MESSAGES,
  VALIDATION_MESSAGES,
  type TimeSlotDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../src/modules/payments/payment-gateway';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book, holders, manageView, slotsAhead } from './helpers/lifecycle';
import { onlyMail, outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const HOUR = 60 * 60 * 1000;
const minus = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();

describe('GET/POST /api/manage/:token (integration)', () => {
  let sut: TestApp;
  let ahead: TimeSlotDto[];
  let next = 0;
  /** A fresh free coaching slot at least 30 hours ahead for each test. */
  const slot = () => ahead[next++];

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    ahead = await slotsAhead(sut, 'coaching', 30);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the booking behind a link, in Eastern time and in the zone the browser reported', async () => {
    const s = slot();
    const booking = await book(sut, bookingForm({ timeSlotId: s.id, timeZone: 'America/Los_Angeles' }));
    const view = await manageView(sut, booking.manageToken);
    expect(view).toMatchObject({
      id: booking.id,
      brand: 'coaching',
      serviceId: 'strategic-decision',
      serviceName: 'Strategic Decision Coaching',
      startTime: s.startTime,
      endTime: s.endTime,
      whenEastern: formatSessionWhen(new Date(s.startTime)),
      timeZone: 'America/Los_Angeles',
      status: 'confirmed',
      paymentStatus: 'awaiting',
      paymentMethod: 'zelle',
      amount: 2500,
      canCancel: true,
      canReschedule: true,
      changeDeadline: minus(s.startTime, 24 * HOUR),
      policy: MANAGE_BOOKING_MESSAGES.policy,
      holdExpiresAt: null,
    });
    expect(view.whenLocal).toMatch(/ P[SD]T \(America\/Los Angeles\)$/);
    expect(JSON.stringify(view)).not.toContain(booking.manageToken);

    for (const token of ['not-a-real-token', 'x'.repeat(90), booking.manageToken.slice(0, -1)]) {
      const missing = await sut.http.get(`/api/manage/${token}`).expect(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        code: 'BOOKING_NOT_FOUND',
        message: MANAGE_BOOKING_MESSAGES.notFound,
      });
    }
  });

  it('allows changes until exactly 24 hours before the start and refuses them with the policy after that', async () => {
    const s = slot();
    const [other] = (await availableSlots(sut, 'coaching')).filter((x) => x.startTime > s.startTime);
    const booking = await book(sut, bookingForm({ timeSlotId: s.id, email: 'late@example.com' }));

    setNow(sut, minus(s.startTime, 24 * HOUR));
    expect((await manageView(sut, booking.manageToken)).canCancel).toBe(true);

    setNow(sut, minus(s.startTime, 24 * HOUR - 60_000));
    const view = await manageView(sut, booking.manageToken);
    expect(view).toMatchObject({ canCancel: false, canReschedule: false, status: 'confirmed' });
    const cancel = await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(403);
    expect(cancel.body).toEqual({
      statusCode: 403,
      code: 'BOOKING_CHANGE_CLOSED',
      message: MANAGE_BOOKING_MESSAGES.policy,
    });
    const move = await sut.http
      .post(`/api/manage/${booking.manageToken}/reschedule`)
      .send({ timeSlotId: other.id })
      .expect(403);
    expect(move.body.message).toBe(MANAGE_BOOKING_MESSAGES.policy);
    expect(await holders(sut, [s.id, other.id])).toEqual({ [s.id]: [booking.id], [other.id]: [] });

    setNow(sut, new Date(Date.parse(s.startTime) + 60_000).toISOString());
    const passed = await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(409);
    expect(passed.body.message).toBe(MANAGE_BOOKING_MESSAGES.sessionPassed);
  });

  it('cancels at least 24 hours ahead: the slot is free and bookable again, a second cancel is refused', async () => {
    const s = slot();
    const booking = await book(sut, bookingForm({ timeSlotId: s.id, email: 'cancel@example.com' }));
    expect((await availableSlots(sut)).map((x) => x.id)).not.toContain(s.id);

    const cancelled = await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      canCancel: false,
      canReschedule: false,
    });
    expect((await availableSlots(sut)).map((x) => x.id)).toContain(s.id);
    const [chat] = await sut.app
      .get(DataSource)
      .query(`SELECT status FROM chat_session WHERE booking_id = $1`, [booking.id]);
    expect(chat.status).toBe('ended');

    const again = await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(409);
    expect(again.body.message).toBe(MANAGE_BOOKING_MESSAGES.cancelledAlready);
    const rebooked = await book(sut, bookingForm({ timeSlotId: s.id, email: 'next@example.com' }));
    expect(rebooked.timeSlotId).toBe(s.id);
  });

  it('refunds a paid card booking through the gateway when it is cancelled; an off-site payment is left to the coach', async () => {
    const refund = jest.spyOn(sut.app.get<PaymentGateway>(PAYMENT_GATEWAY), 'refund');
    const cardSlot = slot();
    const card = await book(
      sut,
      bookingForm({ timeSlotId: cardSlot.id, email: 'refund@example.com', paymentMethod: 'card' }),
    );
    const held = await manageView(sut, card.manageToken);
    expect(held).toMatchObject({ status: 'pending_payment', holdExpiresAt: card.holdExpiresAt });
    expect(Date.parse(held.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());
    const paid = await sut.http
      .post('/api/square-payment')
      .send(squarePaymentBody({ bookingId: card.id }))
      .expect(201);
    // Paid, the hold is over: the one read of the booking's state shows no clock.
    expect(await manageView(sut, card.manageToken)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });

    const cancelled = await sut.http.post(`/api/manage/${card.manageToken}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const db = sut.app.get(DataSource);
    const [payment] = await db.query(`SELECT status, provider_reference, amount_cents FROM payment WHERE id = $1`, [
      paid.body.paymentId,
    ]);
    expect(payment.status).toBe('refunded');
    expect(refund).toHaveBeenCalledWith(payment.provider_reference, 2500, expect.any(String));

    const zelleSlot = slot();
    const zelle = await book(sut, bookingForm({ timeSlotId: zelleSlot.id, email: 'zelle-paid@example.com' }));
    const admin = await adminAuthorization(sut);
    await sut.http.post(`/api/coach/bookings/${zelle.id}/mark-paid`).set('Authorization', admin).expect(200);
    const offSite = await sut.http.post(`/api/manage/${zelle.manageToken}/cancel`).expect(200);
    expect(offSite.body).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(refund).toHaveBeenCalledTimes(1);

    const mails = await outboxOf(sut);
    expect(onlyMail(mails, 'booking-cancelled', 'refund@example.com').text).toContain('We refunded $25 to your card.');
    expect(onlyMail(mails, 'booking-cancelled', 'zelle-paid@example.com').text).toContain(
      'Coach Ari will return your $25 by Zelle.',
    );
    const coachNotes = mails.filter((m) => m.type === 'coach-booking-cancelled').map((m) => m.text);
    expect(coachNotes.some((t) => t.includes('$25 was refunded to their card automatically.'))).toBe(true);
    expect(coachNotes.some((t) => t.includes('They paid $25 by Zelle: please refund it yourself'))).toBe(true);
  });

  it('reschedules onto a free slot: the old one is released, the new one held, in one step', async () => {
    const [from, to] = [slot(), slot()];
    const booking = await book(
      sut,
      bookingForm({
        timeSlotId: from.id,
        email: 'mover@example.com',
        deliveryPreference: 'video-call',
        videoPlatform: 'zoom',
        contactInfo: 'mover@example.com',
      }),
    );
    const moved = await sut.http
      .post(`/api/manage/${booking.manageToken}/reschedule`)
      .send({ timeSlotId: to.id })
      .expect(200);
    expect(moved.body).toMatchObject({
      id: booking.id,
      startTime: to.startTime,
      status: 'confirmed',
      canReschedule: true,
    });
    expect(await holders(sut, [from.id, to.id])).toEqual({ [from.id]: [], [to.id]: [booking.id] });
    const free = (await availableSlots(sut)).map((x) => x.id);
    expect(free).toContain(from.id);
    expect(free).not.toContain(to.id);
    // Same room, instructions that name the new time.
    const [row] = await sut.app
      .get(DataSource)
      .query(`SELECT meeting_details FROM booking WHERE id = $1`, [booking.id]);
    expect(row.meeting_details.meetingUrl).toBe(booking.meetingDetails!.meetingUrl);
    expect(row.meeting_details.instructions).not.toBe(booking.meetingDetails!.instructions);
  });

  it("refuses a reschedule to the same, an unknown, a taken, a past or another brand's slot", async () => {
    const [mine, taken] = [slot(), slot()];
    const booking = await book(sut, bookingForm({ timeSlotId: mine.id, email: 'picky@example.com' }));
    await book(sut, bookingForm({ timeSlotId: taken.id, email: 'first@example.com' }));
    const [lunar] = await slotsAhead(sut, 'lunar', 30);
    const move = (body: unknown) => sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send(body as object);

    expect((await move({ timeSlotId: mine.id }).expect(400)).body.message).toBe(MANAGE_BOOKING_MESSAGES.sameSlot);
    expect((await move({ timeSlotId: lunar.id }).expect(400)).body.message).toBe(MANAGE_BOOKING_MESSAGES.wrongBrand);
    expect((await move({ timeSlotId: taken.id }).expect(409)).body.message).toBe(BOOKING_MESSAGES.slotTaken);
    for (const body of [{}, { timeSlotId: 'nope' }, { timeSlotId: '00000000-0000-4000-8000-000000000000' }]) {
      expect((await move(body).expect(400)).body.message).toBe(VALIDATION_MESSAGES.timeSlotRequired);
    }
    // A slot of this morning (inserted: the generator may not have one before "now" yet today).
    const [{ id: pastId }] = await sut.app.get(DataSource).query(
      `INSERT INTO time_slot (brand, starts_at, ends_at, date, time)
       VALUES ('coaching', now() - interval '3 hours', now() - interval '150 minutes', '2000-01-01', '6:00 AM')
       RETURNING id`,
    );
    expect((await move({ timeSlotId: pastId }).expect(400)).body.message).toBe(BOOKING_MESSAGES.slotPast);
    expect(await holders(sut, [mine.id])).toEqual({ [mine.id]: [booking.id] });
  });

  it('treats a card hold that ran out as expired: nothing left to change', async () => {
    const [, held, wanted] = await slotsAhead(sut, 'lunar', 30);
    const booking = await book(sut, psychicBookingForm({ timeSlotId: held.id, paymentMethod: 'card' }));
    setNow(sut, new Date(Date.now() + 16 * 60_000).toISOString());
    expect(await manageView(sut, booking.manageToken)).toMatchObject({
      status: 'expired',
      canCancel: false,
      holdExpiresAt: null,
    });
    const refused = await sut.http
      .post(`/api/manage/${booking.manageToken}/reschedule`)
      .send({ timeSlotId: wanted.id })
      .expect(409);
    expect(refused.body.message).toBe(MANAGE_BOOKING_MESSAGES.expired);
  });
});
