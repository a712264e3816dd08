import { paymentReference, type PaymentQuoteDto, type PaymentReceiptDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { DECLINED_CARD, squarePaymentBody } from './factories/payment.factory';
import { subscriptionForm } from './factories/people.factory';
import { freeSlot } from './helpers/slots';
import { startPlan } from './helpers/subscriber-session';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const NOW = '2027-01-11T15:00:00Z'; // Monday 10:00 AM ET

/** GET /api/payments/quote and GET /api/payments/:id: what the payment pages show, from the server. */
describe('payment quotes and receipts (integration)', () => {
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
  afterEach(() => jest.restoreAllMocks());

  const card = squarePaymentBody().card as Record<string, string>;
  const quote = (query: Record<string, string>) => sut.http.get('/api/payments/quote').query(query);
  const book = async (body: Record<string, unknown>) =>
    (await sut.http.post('/api/bookings').send(body).expect(201)).body as {
      id: string;
      timeSlotId: string;
      startTime: string;
    };

  it('quotes a held card booking from the booking itself, with its hold', async () => {
    const slot = await freeSlot(sut, 'lunar');
    const booking = await book(
      psychicBookingForm({ timeSlotId: slot.id, serviceId: 'love-reading', paymentMethod: 'credit-card' }),
    );
    const response = await quote({ bookingId: booking.id }).expect(200);
    expect(response.body as PaymentQuoteDto).toEqual({
      purpose: 'booking',
      brand: 'lunar',
      serviceId: 'love-reading',
      serviceName: 'Love Reading',
      description: expect.stringMatching(/^Love Reading on \w+day, January \d+, 2027 at \d+:\d{2} [AP]M Eastern Time$/),
      amountCents: 3500,
      currency: 'USD',
      bookingId: booking.id,
      booking: {
        status: 'pending_payment',
        paymentStatus: 'awaiting',
        startTime: booking.startTime,
        holdExpiresAt: '2027-01-11T15:15:00.000Z',
      },
    });
  });

  it('quotes the general payment of either brand at $25', async () => {
    expect((await quote({ purpose: 'general' }).expect(200)).body).toEqual({
      purpose: 'general',
      brand: 'coaching',
      serviceId: 'general',
      serviceName: 'General Payment',
      description: 'General payment to Life Coaching',
      amountCents: 2500,
      currency: 'USD',
    });
    expect((await quote({ purpose: 'general', brand: 'lunar' }).expect(200)).body).toMatchObject({
      brand: 'lunar',
      description: 'General payment to Lunar Light',
    });
  });

  it('quotes a plan waiting for payment, and refuses one already active', async () => {
    const form = subscriptionForm({ planType: 'premium', customerEmail: 'q@example.com' });
    const subscription = await startPlan(sut, form);
    expect((await quote({ subscriptionId: subscription.id }).expect(200)).body).toEqual({
      purpose: 'subscription',
      brand: 'coaching',
      serviceId: 'premium',
      serviceName: 'Premium Coaching',
      description: 'Premium Coaching plan, one month',
      amountCents: 4400,
      currency: 'USD',
      subscriptionId: subscription.id,
      subscription: { status: 'pending_payment', planType: 'premium' },
    });
    await db.query(`UPDATE subscription SET status = 'active', activated_at = now() WHERE id = $1`, [subscription.id]);
    const active = await quote({ subscriptionId: subscription.id }).expect(409);
    expect(active.body.message).toBe('This subscription is already active and paid for this month.');
  });

  it('answers 409 for a booking that can no longer be paid', async () => {
    const slot = await freeSlot(sut, 'coaching', 1);
    const cancelled = await book(bookingForm({ timeSlotId: slot.id, email: 'c@example.com' }));
    await db.query(`UPDATE booking SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    expect((await quote({ bookingId: cancelled.id }).expect(409)).body.message).toBe('This booking was cancelled');

    const lapsed = await book(
      bookingForm({ timeSlotId: (await freeSlot(sut, 'coaching', 2)).id, paymentMethod: 'credit-card' }),
    );
    setNow(sut, '2027-01-11T15:20:00Z');
    // A lapsed hold whose slot is still free can still be paid; once someone else books it, it cannot.
    expect((await quote({ bookingId: lapsed.id }).expect(200)).body.booking).toMatchObject({
      holdExpiresAt: '2027-01-11T15:15:00.000Z',
    });
    await book(bookingForm({ timeSlotId: lapsed.timeSlotId, email: 'other@example.com' }));
    const taken = await quote({ bookingId: lapsed.id }).expect(409);
    expect(taken.body.message).toBe('This time slot is no longer available');
  });

  it('answers 404 for an unknown booking or subscription, 400 for a query naming no single order', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await quote({ bookingId: unknown }).expect(404)).body.message).toBe('Booking not found');
    expect((await quote({ subscriptionId: unknown }).expect(404)).body.message).toBe('Subscription not found');
    const one = 'Name one order: bookingId, subscriptionId, or purpose=general';
    expect((await quote({}).expect(400)).body.message).toBe(one);
    expect((await quote({ bookingId: unknown, purpose: 'general' }).expect(400)).body.message).toBe(one);
    expect((await quote({ bookingId: 'nope' }).expect(400)).body.message).toBe('bookingId must be a UUID');
    expect((await quote({ purpose: 'general', brand: 'acme' }).expect(400)).body.message).toBe('Unknown brand');
  });

  it('gives the receipt of a paid booking: charged amount, card brand and last 4, reference', async () => {
    const booking = await book(
      bookingForm({ timeSlotId: (await freeSlot(sut, 'coaching', 3)).id, paymentMethod: 'credit-card' }),
    );
    setNow(sut, '2027-01-11T15:05:00Z');
    const paid = await sut.http
      .post('/api/square-payment')
      .send(squarePaymentBody({ bookingId: booking.id, card: { ...card, number: '5555555555554444' } }))
      .expect(201);
    const receipt = (await sut.http.get(`/api/payments/${paid.body.paymentId}`).expect(200)).body as PaymentReceiptDto;
    expect(receipt).toEqual({
      paymentId: paid.body.paymentId,
      status: 'approved',
      purpose: 'booking',
      brand: 'coaching',
      serviceId: 'strategic-decision',
      serviceName: 'Strategic Decision Coaching',
      description: expect.stringContaining('Strategic Decision Coaching session on'),
      amountCents: 2500,
      currency: 'USD',
      cardBrand: 'mastercard',
      cardLast4: '4444',
      reference: paymentReference(paid.body.paymentId),
      paidAt: '2027-01-11T15:05:00.000Z',
      bookingId: booking.id,
      booking: { status: 'confirmed', paymentStatus: 'paid', startTime: booking.startTime, holdExpiresAt: null },
    });
    // Paid: no longer quotable.
    expect((await quote({ bookingId: booking.id }).expect(409)).body.message).toBe('This booking is already paid');
  });

  it('gives the receipt of a declined attempt without a paid date; 404 unknown, 400 malformed', async () => {
    const declined = await sut.http
      .post('/api/square-payment')
      .send(squarePaymentBody({ card: { ...card, number: DECLINED_CARD } }))
      .expect(402);
    expect((await sut.http.get(`/api/payments/${declined.body.paymentId}`).expect(200)).body).toMatchObject({
      status: 'declined',
      purpose: 'general',
      paidAt: null,
      cardLast4: '0002',
    });
    expect((await sut.http.get('/api/payments/00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe(
      'Payment not found',
    );
    await sut.http.get('/api/payments/not-a-uuid').expect(400);
  });
});
