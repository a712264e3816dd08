import { DataSource } from 'typeorm';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { BookingPaymentsService } from '../src/modules/bookings/booking-payments.service';
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

  const events = async (type: string, key: string, id: string) =>
    (
      await db.query<Array<{ payload: Record<string, unknown> }>>(
        `SELECT payload FROM domain_event WHERE type = $1 AND payload->>$2 = $3 ORDER BY id`,
        [type, key, id],
      )
    ).map((row) => row.payload);
  const cardWith = (card: Record<string, string>) => ({ ...(squarePaymentBody().card as object), ...card });
  const paymentCount = async () => (await db.query('SELECT count(*)::int AS n FROM payment'))[0].n as number;

  it('charges the fixed $25 general payment whatever the page sends, keeping brand and last 4 only', async () => {
    const response = await pay(squarePaymentBody({ amount: 1, serviceName: 'Love Reading' })).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Payment received — $25 general payment',
      paymentId: expect.any(String),
    });
    expect(await paymentRow(response.body.paymentId)).toMatchObject({
      purpose: 'general',
      brand: 'coaching',
      service_id: 'general',
      amount_cents: 2500,
      currency: 'USD',
      provider: 'sandbox',
      status: 'approved',
      card_brand: 'visa',
      card_last4: '4242',
      customer_email: 'payer@example.com',
      customer_name: 'Pat Payer',
      booking_id: null,
      subscription_id: null,
      provider_reference: expect.stringMatching(/^sandbox_/),
    });
    expect(await events('payment.approved', 'paymentId', response.body.paymentId)).toHaveLength(1);
    const [customer] = await db.query(`SELECT total_spent FROM user_state WHERE email = 'payer@example.com'`);
    expect(customer.total_spent).toBeGreaterThanOrEqual(2500);
  });

  it("records a Lunar Light general payment as Lunar Light's, in its own words", async () => {
    const response = await pay(squarePaymentBody({ brand: 'lunar' })).expect(201);
    expect(await paymentRow(response.body.paymentId)).toMatchObject({ purpose: 'general', brand: 'lunar' });
    const receipt = await sut.http.get(`/api/payments/${response.body.paymentId}`).expect(200);
    expect(receipt.body).toMatchObject({
      purpose: 'general',
      brand: 'lunar',
      serviceName: 'General Payment',
      description: 'General payment to Lunar Light',
      amountCents: 2500,
    });
  });

  it.each([
    ['personal-development', 'square-payment'],
    ['chat-questions', 'square-payment'],
    ['love-reading', 'square-payment'],
    ['strategic-decision', 'square/create-payment'],
  ])('refuses to charge %s without its booking (%s), and records nothing', async (serviceId, path) => {
    const before = await paymentCount();
    const body =
      path === 'square-payment'
        ? squarePaymentBody({ serviceId, amount: 999 })
        : createPaymentBody({ serviceId, card: squarePaymentBody().card });
    const response = await sut.http.post(`/api/${path}`).send(body).expect(400);
    const message = 'Choose a time for your session first: a session is paid with its booking.';
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: { bookingId: message },
    });
    expect(await paymentCount()).toBe(before);
  });

  it('refuses to charge a plan without the subscription it was started for', async () => {
    const response = await pay(squarePaymentBody({ serviceId: 'premium', plan: 'premium', amount: 1 })).expect(400);
    expect(response.body.message).toBe(
      'Start your plan first: a plan is paid for the subscription it was started with.',
    );
  });

  it('answers a declined card with 402 {success: false, message}', async () => {
    const response = await pay(squarePaymentBody({ card: cardWith({ number: DECLINED_CARD }) })).expect(402);
    expect(response.body).toEqual({
      success: false,
      message: 'Your card was declined.',
      paymentId: expect.any(String),
    });
    expect(await paymentRow(response.body.paymentId)).toMatchObject({ status: 'declined', card_last4: '0002' });
    expect(await events('payment.approved', 'paymentId', response.body.paymentId)).toEqual([]);
  });

  it('declines a card that expired (01/20) with 402 "Your card has expired."', async () => {
    const response = await pay(squarePaymentBody({ card: cardWith({ expiryMonth: '01', expiryYear: '20' }) })).expect(
      402,
    );
    expect(response.body).toEqual({ success: false, message: 'Your card has expired.', paymentId: expect.any(String) });
    expect(await paymentRow(response.body.paymentId)).toMatchObject({
      status: 'declined',
      failure_message: 'Your card has expired.',
    });
    // Good through the end of its month: January 2027 still pays on January 11th.
    await pay(squarePaymentBody({ card: cardWith({ expiryMonth: '01', expiryYear: '2027' }) })).expect(201);
  });

  it('refuses a CVV of the wrong length for the card, before anything is attempted', async () => {
    const short = await pay(squarePaymentBody({ card: cardWith({ cvv: '12' }) })).expect(400);
    expect(short.body.message).toBe('Please enter a valid CVV code.');
    // American Express has 4 digits: 3 is refused by the gateway's rules, 4 pays.
    const amex = await pay(squarePaymentBody({ card: cardWith({ number: '378282246310005', cvv: '123' }) })).expect(
      400,
    );
    expect(amex.body).toEqual({
      statusCode: 400,
      code: 'CARD_INVALID',
      message: 'Please enter a valid CVV code.',
      errors: { 'card.cvv': 'Please enter a valid CVV code.' },
    });
    await pay(squarePaymentBody({ card: cardWith({ number: '378282246310005', cvv: '1234' }) })).expect(201);
  });

  it('refuses a number that fails the Luhn check before anything is attempted', async () => {
    const response = await pay(squarePaymentBody({ card: cardWith({ number: '4242424242424241' }) })).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'CARD_INVALID',
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
    [{ brand: 'acme' }, 'Unknown brand'],
  ])('refuses %j with "%s"', async (override, message) => {
    const response = await pay(squarePaymentBody(override)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('confirms a pending card booking when it is paid, records the money and announces both in one go', async () => {
    const booking = await cardBooking(0, 'booked-payer@example.com');
    const response = await pay(
      squarePaymentBody({ bookingId: booking.id, serviceId: 'personal-development', amount: 1 }),
    ).expect(201);
    expect(response.body.message).toBe('Payment received — your Strategic Decision Coaching session is confirmed');
    const [row] = await db.query('SELECT status, payment_status, hold_expires_at, paid_at FROM booking WHERE id = $1', [
      booking.id,
    ]);
    expect(row).toMatchObject({ status: 'confirmed', payment_status: 'paid', hold_expires_at: null });
    expect(new Date(row.paid_at).toISOString()).toBe(new Date(NOW).toISOString());
    expect(await paymentRow(response.body.paymentId)).toMatchObject({
      purpose: 'booking',
      brand: 'coaching',
      booking_id: booking.id,
      service_id: 'strategic-decision',
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
    expect(await events('booking.paid', 'bookingId', booking.id)).toEqual([
      { bookingId: booking.id, via: 'card', wasConfirmed: false },
    ]);
    expect(await events('payment.approved', 'paymentId', response.body.paymentId)).toHaveLength(1);

    const again = await pay(squarePaymentBody({ bookingId: booking.id })).expect(409);
    expect(again.body).toEqual({ statusCode: 409, code: 'ORDER_NOT_PAYABLE', message: 'This booking is already paid' });
    // Paid: the hold sweep leaves it alone.
    setNow(sut, '2027-01-11T16:00:00Z');
    await sut.app.get(BookingHoldsService).sweep();
    expect(await events('booking.released', 'bookingId', booking.id)).toEqual([]);
  });

  it('revives a run-out hold when its slot is still free', async () => {
    const booking = await cardBooking(1);
    setNow(sut, '2027-01-11T15:30:00Z');
    await pay(squarePaymentBody({ bookingId: booking.id })).expect(201);
    const [row] = await db.query('SELECT status, payment_status FROM booking WHERE id = $1', [booking.id]);
    expect(row).toEqual({ status: 'confirmed', payment_status: 'paid' });
  });

  it('ends the chat of a released hold, and opens it again when a late payment still confirms the booking', async () => {
    const booking = await cardBooking(6, 'late-chat@example.com');
    const chatStatus = async () =>
      (
        await db.query<Array<{ status: string }>>('SELECT status FROM chat_session WHERE booking_id = $1', [booking.id])
      )[0]?.status;
    expect(await chatStatus()).toBe('active');
    setNow(sut, '2027-01-11T15:30:00Z');
    expect(await sut.app.get(BookingHoldsService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await chatStatus()).toBe('ended');

    await pay(squarePaymentBody({ bookingId: booking.id })).expect(201);
    expect(await chatStatus()).toBe('active');
  });

  it('refuses to charge for a run-out hold whose slot was taken meanwhile', async () => {
    const booking = await cardBooking(2);
    setNow(sut, '2027-01-11T15:30:00Z');
    await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: booking.timeSlotId, email: 'x@example.com' }))
      .expect(201);
    const before = await paymentCount();
    const response = await pay(squarePaymentBody({ bookingId: booking.id })).expect(409);
    expect(response.body.message).toBe('This time slot is no longer available');
    expect(await paymentCount()).toBe(before);
  });

  it('refunds a charge whose booking was cancelled while the card was being charged', async () => {
    const booking = await cardBooking(4, 'raced@example.com');
    const bookings = sut.app.get(BookingPaymentsService);
    // The check passed just before the cancellation committed: the charge goes through, the booking is gone.
    const payable = bookings.payable.bind(bookings);
    jest.spyOn(bookings, 'payable').mockImplementationOnce(async (id) => {
      const checked = await payable(id);
      await db.query(`UPDATE booking SET status = 'cancelled' WHERE id = $1`, [id]);
      return checked;
    });
    const response = await pay(squarePaymentBody({ bookingId: booking.id })).expect(409);
    expect(response.body.message).toBe('This booking was cancelled. Your payment has been refunded.');
    const [row] = await db.query(`SELECT id, status, failure_message FROM payment WHERE booking_id = $1`, [booking.id]);
    expect(row).toMatchObject({ status: 'refunded', failure_message: 'This booking was cancelled' });
    expect(await events('payment.refunded', 'paymentId', row.id)).toEqual([
      { paymentId: row.id, reason: 'This booking was cancelled' },
    ]);
    expect(await events('payment.approved', 'paymentId', row.id)).toEqual([]);
    expect(await events('booking.paid', 'bookingId', booking.id)).toEqual([]);
  });

  it('answers a retried submit from its idempotency key without charging twice', async () => {
    const body = squarePaymentBody({ idempotencyKey: 'retry-key-1' });
    const first = await pay(body).expect(201);
    const second = await pay(body).expect(201);
    expect(second.body).toEqual(first.body);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM payment WHERE idempotency_key = 'retry-key-1'`,
    );
    expect(count).toBe(1);
    const reused = await pay(squarePaymentBody({ idempotencyKey: 'retry-key-1', brand: 'lunar' })).expect(409);
    expect(reused.body.message).toBe('This payment request was already used for a different payment.');
  });

  it('accepts a card token (Square sandbox nonces) instead of card fields', async () => {
    const ok = await pay(squarePaymentBody({ card: undefined, sourceId: 'cnon:card-nonce-ok' })).expect(201);
    expect(ok.body.success).toBe(true);
    await pay(squarePaymentBody({ card: undefined, sourceId: 'cnon:card-nonce-declined' })).expect(402);
  });

  it('refuses /checkout without card fields in the sandbox, and pays nothing', async () => {
    const booking = await cardBooking(3);
    const before = await paymentCount();
    const response = await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ bookingId: booking.id }))
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'CARD_INVALID',
      message: 'Please enter your card details to pay.',
      errors: { card: 'Please enter your card details to pay.' },
    });
    expect(await paymentCount()).toBe(before);
    const [row] = await db.query('SELECT status, payment_status FROM booking WHERE id = $1', [booking.id]);
    expect(row).toEqual({ status: 'pending_payment', payment_status: 'awaiting' });
  });

  it('pays a booking from /checkout with the card typed there, through the same rules', async () => {
    const booking = await cardBooking(5);
    const declined = await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ bookingId: booking.id, card: cardWith({ number: DECLINED_CARD }) }))
      .expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ bookingId: booking.id, card: cardWith({ cvv: '1' }) }))
      .expect(400);
    const paid = await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ bookingId: booking.id, amount: 1, card: squarePaymentBody().card }))
      .expect(201);
    expect((await paymentRow(paid.body.paymentId)).amount_cents).toBe(2500);
    const agenda = await sut.http
      .get('/api/coach/bookings')
      .set('Authorization', await adminAuthorization(sut))
      .expect(200);
    expect(agenda.body.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });

    const general = await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ serviceId: 'general', brand: 'lunar', card: squarePaymentBody().card }))
      .expect(201);
    expect(await paymentRow(general.body.paymentId)).toMatchObject({ purpose: 'general', brand: 'lunar' });
  });

  it.each([
    [{ customerInfo: undefined }, 'Please fill in all required fields'],
    [{ serviceId: '' }, 'Please select a service'],
    [{ currency: 'EUR' }, 'Only USD is accepted'],
    [{ bookingId: '00000000-0000-4000-8000-000000000000' }, 'Booking not found'],
  ])('create-payment refuses %j with "%s"', async (override, message) => {
    const response = await sut.http
      .post('/api/square/create-payment')
      .send(createPaymentBody({ card: squarePaymentBody().card, ...override }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses webhooks: the sandbox has none to trust', async () => {
    const response = await sut.http.post('/api/square/webhook').send({ type: 'payment.updated' }).expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'Invalid webhook signature',
    });
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
    expect(response.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
  });
});
