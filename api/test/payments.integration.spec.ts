import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { APPROVED_CARD, createPaymentBody, DECLINED_CARD, squarePaymentBody } from './factories/payment.factory';
import { adminAuthorization } from './helpers/admin-session';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const NOW = '2027-01-11T15:00:00Z';

describe('card payments, sandbox provider (integration)', () => {
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

  const pay = (body: Record<string, unknown>) => sut.http.post('/api/square-payment').send(body);
  const paymentRow = async (id: string) => (await db.query('SELECT * FROM payment WHERE id = $1', [id]))[0];
  const cardBooking = async (index: number, email = 'card@example.com') => {
    const slot = await freeSlot(sut, 'coaching', index);
    const response = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, email, paymentMethod: 'credit-card' }))
      .expect(201);
    return response.body as { id: string; timeSlotId: string };
  };

  it('tells the pages the sandbox flow is in use', async () => {
    const response = await sut.http.get('/api/payment-config').expect(200);
    expect(response.body).toEqual({ provider: 'sandbox' });
  });

  it('charges the fixed $25 general payment whatever amount the page sends, keeping brand and last 4 only', async () => {
    const response = await pay(squarePaymentBody({ amount: 1 })).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Thank you! Your payment of $25 for General Payment was received.',
      paymentId: expect.any(String),
    });
    expect(await paymentRow(response.body.paymentId)).toMatchObject({
      purpose: 'general',
      service_id: 'general',
      amount_cents: 2500,
      currency: 'USD',
      provider: 'sandbox',
      status: 'approved',
      card_brand: 'visa',
      card_last4: '4242',
      customer_email: 'payer@example.com',
      customer_name: 'Pat Payer',
      provider_reference: expect.stringMatching(/^sandbox_/),
    });
  });

  it.each([
    ['personal-development', 4000],
    ['chat-questions', 1100],
    ['love-reading', 3500],
  ])('prices %s from the catalogue (%i cents)', async (serviceId, cents) => {
    const response = await pay(squarePaymentBody({ serviceId, amount: 999 })).expect(201);
    expect((await paymentRow(response.body.paymentId)).amount_cents).toBe(cents);
  });

  it('prices a plan payment from the plan', async () => {
    const response = await pay(squarePaymentBody({ serviceId: 'premium', plan: 'premium', amount: 1 })).expect(201);
    expect(await paymentRow(response.body.paymentId)).toMatchObject({ purpose: 'subscription', amount_cents: 4400 });
  });

  it('answers a declined card with 402 {success: false, message}', async () => {
    const response = await pay(
      squarePaymentBody({ card: { ...(squarePaymentBody().card as object), number: DECLINED_CARD } }),
    ).expect(402);
    expect(response.body).toEqual({
      success: false,
      message: 'Your card was declined.',
      paymentId: expect.any(String),
    });
    expect(await paymentRow(response.body.paymentId)).toMatchObject({ status: 'declined', card_last4: '0002' });
  });

  it('refuses a number that fails the Luhn check before anything is attempted', async () => {
    const card = { ...(squarePaymentBody().card as object), number: '4242424242424241' };
    const response = await pay(squarePaymentBody({ card })).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Please enter a valid card number.',
      errors: { 'card.number': 'Please enter a valid card number.' },
    });
  });

  it.each([
    [{ customer: undefined }, 'Please fill in all required fields including card details.'],
    [{ card: undefined }, 'Please fill in all required fields including card details.'],
    [
      { card: { number: '4242', expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '1' } },
      'Please enter a valid card number.',
    ],
    [
      { card: { number: APPROVED_CARD, expiryMonth: '13', expiryYear: '2030', cvv: '123', billingZip: '1' } },
      'Please enter a valid expiry date (MM/YY).',
    ],
    [
      { card: { number: APPROVED_CARD, expiryMonth: '12', expiryYear: '2030', cvv: '1', billingZip: '1' } },
      'Please enter a valid CVV code.',
    ],
    [{ serviceId: '' }, 'Please select a service'],
    [{ serviceId: 'astrology' }, 'Please select a service'],
  ])('refuses %j with "%s"', async (override, message) => {
    const response = await pay(squarePaymentBody(override)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('confirms a pending card booking when it is paid, and records the money on the customer', async () => {
    const booking = await cardBooking(0, 'booked-payer@example.com');
    const response = await pay(squarePaymentBody({ bookingId: booking.id, serviceId: 'strategic-decision' })).expect(
      201,
    );
    expect(response.body.message).toBe(
      "Thank you! Your Strategic Decision Coaching session has been booked. You'll receive confirmation details via email.",
    );
    const [row] = await db.query('SELECT status, payment_status, hold_expires_at, paid_at FROM booking WHERE id = $1', [
      booking.id,
    ]);
    expect(row).toMatchObject({ status: 'confirmed', payment_status: 'paid', hold_expires_at: null });
    expect(new Date(row.paid_at).toISOString()).toBe(new Date(NOW).toISOString());
    expect(await paymentRow(response.body.paymentId)).toMatchObject({
      purpose: 'booking',
      booking_id: booking.id,
      amount_cents: 2500,
    });
    const [customer] = await db.query(`SELECT * FROM user_state WHERE email = 'booked-payer@example.com'`);
    expect(customer).toMatchObject({
      total_bookings: 1,
      total_spent: 2500,
      lifetime_value: 2500,
      current_state: 'paying_customer',
      previous_state: 'booked',
    });

    const again = await pay(squarePaymentBody({ bookingId: booking.id })).expect(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'This booking is already paid' });
  });

  it('revives a run-out hold when its slot is still free', async () => {
    const booking = await cardBooking(1);
    setNow(sut, '2027-01-11T15:30:00Z');
    await pay(squarePaymentBody({ bookingId: booking.id })).expect(201);
    const [row] = await db.query('SELECT status, payment_status FROM booking WHERE id = $1', [booking.id]);
    expect(row).toEqual({ status: 'confirmed', payment_status: 'paid' });
  });

  it('refuses to charge for a run-out hold whose slot was taken meanwhile', async () => {
    const booking = await cardBooking(2);
    setNow(sut, '2027-01-11T15:30:00Z');
    await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: booking.timeSlotId, email: 'x@example.com' }))
      .expect(201);
    const [{ before }] = await db.query('SELECT count(*)::int AS before FROM payment');
    const response = await pay(squarePaymentBody({ bookingId: booking.id })).expect(409);
    expect(response.body.message).toBe('This time slot is no longer available');
    const [{ after }] = await db.query('SELECT count(*)::int AS after FROM payment');
    expect(after).toBe(before);
  });

  it('answers a retried submit from its idempotency key without charging twice', async () => {
    const body = squarePaymentBody({ idempotencyKey: 'retry-key-1' });
    const first = await pay(body).expect(201);
    const second = await pay(body).expect(201);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM payment WHERE idempotency_key = 'retry-key-1'`,
    );
    expect(count).toBe(1);
    const reused = await pay(
      squarePaymentBody({ idempotencyKey: 'retry-key-1', serviceId: 'personal-development' }),
    ).expect(409);
    expect(reused.body.message).toBe('This payment request was already used for a different payment.');
  });

  it('accepts a card token (Square sandbox nonces) instead of card fields', async () => {
    const ok = await pay(squarePaymentBody({ card: undefined, sourceId: 'cnon:card-nonce-ok' })).expect(201);
    expect(ok.body.success).toBe(true);
    await pay(squarePaymentBody({ card: undefined, sourceId: 'cnon:card-nonce-declined' })).expect(402);
  });

  it('pays from /checkout (no card fields): approved at once in the sandbox, and confirms the booking', async () => {
    const plain = await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ amount: 1 }))
      .expect(201);
    expect(plain.body).toMatchObject({ success: true, paymentId: expect.any(String) });
    expect((await paymentRow(plain.body.paymentId)).amount_cents).toBe(2500);

    const booking = await cardBooking(3);
    await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ bookingId: booking.id }))
      .expect(201);
    const agenda = await sut.http
      .get('/api/coach/bookings')
      .set('Authorization', await adminAuthorization(sut))
      .expect(200);
    expect(agenda.body.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it.each([
    [{ customerInfo: undefined }, 'Please fill in all required fields'],
    [{ serviceId: '' }, 'Please select a service'],
    [{ currency: 'EUR' }, 'Only USD is accepted'],
    [{ bookingId: '00000000-0000-4000-8000-000000000000' }, 'Booking not found'],
  ])('create-payment refuses %j with "%s"', async (override, message) => {
    const response = await sut.http.post('/api/square/create-payment').send(createPaymentBody(override));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses webhooks: the sandbox has none to trust', async () => {
    const response = await sut.http.post('/api/square/webhook').send({ type: 'payment.updated' }).expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Invalid webhook signature' });
  });
});

describe('card payment rate limit (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('allows 10 card attempts a minute per client', async () => {
    for (let i = 0; i < 10; i++) await sut.http.post('/api/square-payment').send({}).expect(400);
    const response = await sut.http.post('/api/square-payment').send(squarePaymentBody()).expect(429);
    expect(response.body).toEqual({ statusCode: 429, message: 'Too many requests. Please try again later.' });
  });
});
