import { createHmac, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';

const SQUARE_ENV = {
  PAYMENT_PROVIDER: 'square',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test-app',
  SQUARE_ACCESS_TOKEN: 'test-access-token',
  SQUARE_LOCATION_ID: 'LTESTLOCATION',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'test-signature-key',
  SQUARE_WEBHOOK_URL: 'https://booking.example.com/api/square/webhook',
};

const sign = (body: string) =>
  createHmac('sha256', SQUARE_ENV.SQUARE_WEBHOOK_SIGNATURE_KEY)
    .update(SQUARE_ENV.SQUARE_WEBHOOK_URL + body)
    .digest('base64');

/** No network here: these cover what the square provider decides without calling Square. */
describe('square provider (integration)', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startTestApp(SQUARE_ENV);
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('gives the pages what Square’s Web Payments SDK needs, and no secret', async () => {
    const response = await sut.http.get('/api/payment-config').expect(200);
    expect(response.body).toEqual({
      provider: 'square',
      square: { applicationId: 'sandbox-sq0idb-test-app', locationId: 'LTESTLOCATION', environment: 'sandbox' },
    });
  });

  it('refuses raw card fields: with Square the server only ever receives a token', async () => {
    const response = await sut.http.post('/api/square-payment').send(squarePaymentBody()).expect(400);
    expect(response.body.message).toBe('Please enter your card in the secure card form.');
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM payment');
    expect(count).toBe(0);
  });

  it('refuses a webhook with a missing or wrong signature', async () => {
    const body = JSON.stringify({ type: 'payment.updated', data: {} });
    await sut.http.post('/api/square/webhook').set('content-type', 'application/json').send(body).expect(401);
    await sut.http
      .post('/api/square/webhook')
      .set('content-type', 'application/json')
      .set('x-square-hmacsha256-signature', sign(`${body} `))
      .send(body)
      .expect(401);
  });

  it('confirms a hosted-checkout booking when Square signs that its payment completed', async () => {
    const slot = await freeSlot(sut);
    const booking = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, paymentMethod: 'credit-card', email: 'hosted@example.com' }))
      .expect(201);
    // What startHostedCheckout leaves behind: a pending payment keyed by the checkout's order id.
    const paymentId = randomUUID();
    await db.query(
      `INSERT INTO payment (id, purpose, booking_id, service_id, amount_cents, provider, status, customer_email,
                            customer_name, idempotency_key, provider_reference)
       VALUES ($1, 'booking', $2, 'strategic-decision', 2500, 'square', 'pending', 'hosted@example.com', 'Ada',
               $3, 'ORDER-123')`,
      [paymentId, booking.body.id, randomUUID()],
    );
    const body = JSON.stringify({
      type: 'payment.updated',
      data: {
        type: 'payment',
        id: 'SQ-PAYMENT-1',
        object: {
          payment: {
            id: 'SQ-PAYMENT-1',
            status: 'COMPLETED',
            order_id: 'ORDER-123',
            card_details: { card: { card_brand: 'MASTERCARD', last_4: '4444' } },
          },
        },
      },
    });
    const deliver = () =>
      sut.http
        .post('/api/square/webhook')
        .set('content-type', 'application/json')
        .set('x-square-hmacsha256-signature', sign(body))
        .send(body)
        .expect(200, { received: true });
    await deliver();
    await deliver(); // Square retries; the second delivery changes nothing.

    const [payment] = await db.query('SELECT * FROM payment WHERE id = $1', [paymentId]);
    expect(payment).toMatchObject({
      status: 'approved',
      provider_reference: 'SQ-PAYMENT-1',
      card_brand: 'mastercard',
      card_last4: '4444',
    });
    const [row] = await db.query('SELECT status, payment_status FROM booking WHERE id = $1', [booking.body.id]);
    expect(row).toEqual({ status: 'confirmed', payment_status: 'paid' });
    const [customer] = await db.query(`SELECT total_spent FROM user_state WHERE email = 'hosted@example.com'`);
    expect(customer.total_spent).toBe(2500);
  });
});

describe('square provider configuration', () => {
  it('refuses to start without its settings, naming each one', async () => {
    await expect(startTestApp({ PAYMENT_PROVIDER: 'square' })).rejects.toThrow(
      /SQUARE_APPLICATION_ID is required when PAYMENT_PROVIDER=square.*SQUARE_ACCESS_TOKEN is required.*SQUARE_WEBHOOK_URL is required/,
    );
  });
});
