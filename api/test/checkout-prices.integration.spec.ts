import type { ServiceDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { createPaymentBody, squarePaymentBody } from './factories/payment.factory';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';
import { until } from './helpers/until';

const NOW = '2027-01-11T15:00:00Z';

/**
 * Issue 17 "One catalogue": /checkout's prices are the catalogue rows, never a list compiled into a bundle. What a
 * checkout charges is its booking's amount, priced from the row when the booking was made; the amount the page sends
 * is not what decides (DESIGN §3).
 */
describe('checkout prices from the catalogue (integration)', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));

  const checkout = (body: Record<string, unknown>) => sut.http.post('/api/square/create-payment').send(body);
  const charged = async (paymentId: string) =>
    (await db.query<Array<{ amount_cents: number }>>('SELECT amount_cents FROM payment WHERE id = $1', [paymentId]))[0]
      .amount_cents;

  it("charges the row's price after an operator changes it, whatever amount the page sends", async () => {
    await db.query(`UPDATE service SET price = 2700 WHERE id = 'strategic-decision'`);
    const listed = (await sut.http.get('/api/services').expect(200)).body as ServiceDto[];
    expect(listed.find((s) => s.id === 'strategic-decision')?.price).toBe(2700);

    const slot = await freeSlot(sut, 'coaching', 1);
    const booking = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, email: 'priced@example.com', paymentMethod: 'credit-card' }))
      .expect(201);
    expect(booking.body.amount).toBe(2700);
    const quote = await sut.http.get('/api/payments/quote').query({ bookingId: booking.body.id }).expect(200);
    expect(quote.body.amountCents).toBe(2700);

    // The old compiled-in $25, as a stale page would send it.
    const paid = await checkout(
      createPaymentBody({ bookingId: booking.body.id, amount: 2500, card: squarePaymentBody().card }),
    ).expect(201);
    expect(await charged(paid.body.paymentId)).toBe(2700);
  });

  it('prices a Lunar Light booking from its reading row in the same table', async () => {
    await db.query(`UPDATE service SET price = 3900 WHERE id = 'love-reading'`);
    const slot = await freeSlot(sut, 'lunar', 1);
    const booking = await sut.http
      .post('/api/bookings')
      .send(psychicBookingForm({ timeSlotId: slot.id, serviceId: 'love-reading', paymentMethod: 'credit-card' }))
      .expect(201);
    const paid = await checkout(
      createPaymentBody({ bookingId: booking.body.id, amount: 100, card: squarePaymentBody().card }),
    ).expect(201);
    expect(await charged(paid.body.paymentId)).toBe(3900);
  });

  it('knows §3\'s "chat-questions" as quick-chat: a session, paid only with its booking', async () => {
    const response = await checkout(
      createPaymentBody({ serviceId: 'chat-questions', card: squarePaymentBody().card }),
    ).expect(400);
    expect(response.body.errors).toEqual({
      bookingId: 'Choose a time for your session first: a session is paid with its booking.',
    });
  });

  it('offers no checkout for a service the coach took off the catalogue', async () => {
    await db.query(`UPDATE service SET is_active = false WHERE id = 'video-coaching'`);
    // An operator's change reaches the kept list when its NOTIFY is delivered, a moment after the commit.
    const listServices = async () => (await sut.http.get('/api/services').expect(200)).body as ServiceDto[];
    const listed = await until(listServices, (services) => !services.some((s) => s.id === 'video-coaching'));
    expect(listed.map((s) => s.id)).not.toContain('video-coaching');
    const slot = await freeSlot(sut, 'coaching', 2);
    const response = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, serviceId: 'video-coaching', paymentMethod: 'credit-card' }))
      .expect(400);
    expect(response.body.code).toBe('SERVICE_UNKNOWN');
    const refused = await checkout(
      createPaymentBody({ serviceId: 'video-coaching', card: squarePaymentBody().card }),
    ).expect(400);
    expect(refused.body.errors).toEqual({ serviceId: expect.any(String) });
  });
});
