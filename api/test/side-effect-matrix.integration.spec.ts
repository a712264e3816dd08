import type { TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { bookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { adminAuthorization, adminCookieSession } from './helpers/admin-session';
import { book, slotsAhead } from './helpers/lifecycle';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

type Booked = Awaited<ReturnType<typeof book>>;
type Coach = 'console' | 'api client';

/**
 * Issue 32 item 5: a side effect skipped off the main path. Each (path × action) cell acts on a booking of its
 * own and counts the customer's mail outbox rows: exactly the one e-mail of that action, besides the booking's
 * confirmation — whether the coach acts from the console (cookie + CSRF token) or as an API client (Bearer).
 * A card booking adds its own cells: held, then paid by card (payment confirmed), or its hold lapsing (released).
 */
describe('one e-mail per action, whichever path took it (integration)', () => {
  let sut: TestApp;
  let ahead: TimeSlotDto[];
  let next = 0;
  let people = 0;
  const headers: Partial<Record<Coach, Record<string, string>>> = {};

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    ahead = await slotsAhead(sut, 'coaching', 30);
    headers['api client'] = { Authorization: await adminAuthorization(sut) };
    headers.console = (await adminCookieSession(sut)).writeHeaders;
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const fresh = async (paymentMethod?: string): Promise<Booked> =>
    book(
      sut,
      bookingForm({
        timeSlotId: ahead[next++].id,
        email: `matrix${++people}@example.com`,
        ...(paymentMethod ? { paymentMethod } : {}),
      }),
    );
  const coach = (who: Coach, path: string, body: object = {}) =>
    sut.http.post(`/api/coach/bookings${path}`).set(headers[who]!).send(body);

  /** The customer's e-mails by type, once every event is handled (a row each in the mail outbox). */
  async function mailsTo(email: string): Promise<Record<string, number>> {
    await sut.app.get(DomainEvents).idle();
    const rows: Array<{ type: string; n: number }> = await sut.app
      .get(DataSource)
      .query(`SELECT type, count(*)::int AS n FROM mail_outbox WHERE to_address = $1 GROUP BY type`, [email]);
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  }

  it('public page: create', async () => {
    const booking = await fresh();
    expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1 });
  });

  it('manage link: reschedule', async () => {
    const booking = await fresh();
    await sut.http
      .post(`/api/manage/${booking.manageToken}/reschedule`)
      .send({ timeSlotId: ahead[next++].id })
      .expect(200);
    expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1, 'booking-rescheduled': 1 });
  });

  it('manage link: cancel', async () => {
    const booking = await fresh();
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1, 'booking-cancelled': 1 });
  });

  it('public page: card hold, then payment confirmed by card', async () => {
    const booking = await fresh('credit-card');
    expect(await mailsTo(booking.email)).toEqual({ 'booking-held': 1 });
    const customer = { email: booking.email, firstName: 'Ada', lastName: 'Lovelace', phone: '' };
    await sut.http
      .post('/api/square-payment')
      .send(squarePaymentBody({ bookingId: booking.id, serviceId: 'strategic-decision', customer }))
      .expect(201);
    expect(await mailsTo(booking.email)).toEqual({
      'booking-held': 1,
      'booking-confirmation': 1,
      'payment-receipt': 1,
    });
  });

  it('hold released: an unpaid card hold lapses', async () => {
    const booking = await fresh('credit-card');
    expect(await mailsTo(booking.email)).toEqual({ 'booking-held': 1 });
    setNow(sut, new Date(Date.parse(booking.holdExpiresAt!) + 60_000).toISOString());
    expect(await sut.app.get(BookingHoldsService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(booking.email)).toEqual({ 'booking-held': 1, 'booking-released': 1 });
  });

  describe.each<Coach>(['console', 'api client'])('coach %s', (who) => {
    it('reschedule', async () => {
      const booking = await fresh();
      await coach(who, `/${booking.id}/reschedule`, { timeSlotId: ahead[next++].id }).expect(200);
      expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1, 'booking-rescheduled': 1 });
    });

    it('cancel', async () => {
      const booking = await fresh();
      await coach(who, `/${booking.id}/cancel`, { reason: 'Double-booked' }).expect(200);
      expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1, 'booking-cancelled': 1 });
    });

    it('payment confirmed, then refund', async () => {
      const booking = await fresh();
      await coach(who, `/${booking.id}/mark-paid`).expect(200);
      expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1, 'booking-payment-received': 1 });
      await coach(who, `/${booking.id}/refund`).expect(200);
      expect(await mailsTo(booking.email)).toEqual({
        'booking-confirmation': 1,
        'booking-payment-received': 1,
        'booking-refunded': 1,
      });
    });

    it('hold released (the unpaid card hold released in one action)', async () => {
      const booking = await fresh('credit-card');
      expect(await mailsTo(booking.email)).toEqual({ 'booking-held': 1 });
      await coach(who, '/release', { bookingIds: [booking.id] }).expect(200);
      expect(await mailsTo(booking.email)).toEqual({ 'booking-held': 1, 'booking-cancelled': 1 });
    });

    it('no-show', async () => {
      const booking = await fresh();
      setNow(sut, new Date(Date.parse(booking.startTime) + 20 * 60_000).toISOString());
      await coach(who, `/${booking.id}/no-show`).expect(200);
      expect(await mailsTo(booking.email)).toEqual({ 'booking-confirmation': 1, 'booking-no-show': 1 });
    });
  });
});
