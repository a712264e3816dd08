import { SUBSCRIPTION_MESSAGES, type SubscriptionDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { subscriptionForm } from './factories/people.factory';
import { APPROVED_CARD, DECLINED_CARD, squarePaymentBody } from './factories/payment.factory';
import { adminAuthorization } from './helpers/admin-session';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';
import { SubscriberSessions } from './helpers/subscriber-session';

/** Subscriber sessions by subscription id: each new plan signs its creator in for that plan (issue 15). */
const sessions = new SubscriberSessions();
const cookieFor = sessions.cookieFor;

/** A card payment naming a subscription activates it, through payments' SUBSCRIPTION_PAYMENTS port (sandbox gateway). */
describe('paying a subscription by card (integration)', () => {
  let sut: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
    admin = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, '2026-03-10T15:00:00.000Z'));
  afterEach(() => jest.restoreAllMocks());

  const subscribe = async (overrides: Record<string, unknown> = {}) => {
    const form = subscriptionForm({ paymentMethod: 'pending', ...overrides });
    return sessions.start(sut, form);
  };
  const payFor = (subscription: SubscriptionDto, card = APPROVED_CARD) =>
    sut.http.post('/api/square-payment').send(
      squarePaymentBody({
        serviceId: subscription.planType,
        plan: subscription.planType,
        subscriptionId: subscription.id,
        amount: 1,
        card: { ...(squarePaymentBody().card as object), number: card },
      }),
    );
  const published = async (type: string, key: string, id: string) =>
    (
      await db.query<Array<{ payload: unknown }>>(
        `SELECT payload FROM domain_event WHERE type = $1 AND payload->>$2 = $3 ORDER BY id`,
        [type, key, id],
      )
    ).map((row) => row.payload);
  const lookup = async (email: string) =>
    (
      (await sut.http.get('/api/subscriptions').query({ email }).set('Authorization', admin).expect(200))
        .body as SubscriptionDto[]
    )[0];

  it('charges the plan price and activates the subscription for a month from the payment', async () => {
    const subscription = await subscribe({ planType: 'premium', customerEmail: 'card-sub@example.com' });
    setNow(sut, '2026-03-11T09:30:00.000Z');
    const response = await payFor(subscription).expect(201);
    expect(response.body.success).toBe(true);

    const [payment] = await db.query(
      'SELECT purpose, amount_cents, subscription_id, status FROM payment WHERE id = $1',
      [response.body.paymentId],
    );
    expect(payment).toEqual({
      purpose: 'subscription',
      amount_cents: 4400,
      subscription_id: subscription.id,
      status: 'approved',
    });
    expect(await lookup('card-sub@example.com')).toMatchObject({
      id: subscription.id,
      status: 'active',
      paymentMethod: 'credit-card',
      expiresAt: '2026-04-11T09:30:00.000Z',
    });

    // The very subscription it was started for, announced with the receipt in the payment's transaction.
    expect(await published('subscription.activated', 'subscriptionId', subscription.id)).toEqual([
      { subscriptionId: subscription.id, via: 'card' },
    ]);
    expect(await published('payment.approved', 'paymentId', response.body.paymentId)).toHaveLength(1);
    expect(response.body.message).toBe('Payment received — your Premium Coaching plan is active');
    expect((await sut.http.get(`/api/payments/${response.body.paymentId}`).expect(200)).body).toMatchObject({
      purpose: 'subscription',
      serviceId: 'premium',
      serviceName: 'Premium Coaching',
      subscriptionId: subscription.id,
      subscription: { status: 'active', planType: 'premium' },
    });

    await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: 'Ready when you are?' })
      .expect(201);
  });

  it('announces the coach marking a plan paid once, as the coach', async () => {
    const subscription = await subscribe({ customerEmail: 'coach-paid@example.com' });
    for (let i = 0; i < 2; i++) {
      const markPaid = sut.http.post(`/api/coach/subscriptions/${subscription.id}/mark-paid`);
      await markPaid.set('Authorization', admin).expect(200);
    }
    expect(await published('subscription.activated', 'subscriptionId', subscription.id)).toEqual([
      { subscriptionId: subscription.id, via: 'coach' },
    ]);
  });

  it('leaves the subscription pending when the card is declined', async () => {
    const subscription = await subscribe({ customerEmail: 'declined-sub@example.com' });
    await payFor(subscription, DECLINED_CARD).expect(402);
    expect(await lookup('declined-sub@example.com')).toMatchObject({ status: 'pending_payment', paymentMethod: null });
  });

  it('refuses to charge an active subscription again, or a cancelled one', async () => {
    const subscription = await subscribe({ customerEmail: 'twice@example.com' });
    await payFor(subscription).expect(201);
    const again = await payFor(subscription).expect(409);
    expect(again.body.message).toBe(SUBSCRIPTION_MESSAGES.alreadyActive);

    const cancelled = await subscribe({ customerEmail: 'cancelled-card@example.com' });
    await db.query(`UPDATE subscription SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    const refused = await payFor(cancelled).expect(409);
    expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.alreadyCancelled);

    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM payment WHERE subscription_id = ANY($1)', [
      [subscription.id, cancelled.id],
    ]);
    expect(n).toBe(1);
  });

  it('answers 404 for an unknown or malformed subscription id', async () => {
    const subscription = await subscribe({ customerEmail: 'ghost@example.com' });
    await payFor({ ...subscription, id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await payFor({ ...subscription, id: 'not-a-uuid' }).expect(404);
  });

  it('renews an expired subscription when it is paid by card again', async () => {
    const subscription = await subscribe({ customerEmail: 'renew-card@example.com' });
    await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(200);
    setNow(sut, '2026-05-01T12:00:00.000Z');
    expect(await lookup('renew-card@example.com')).toMatchObject({ status: 'expired' });
    await payFor(subscription).expect(201);
    expect(await lookup('renew-card@example.com')).toMatchObject({
      status: 'active',
      expiresAt: '2026-06-01T12:00:00.000Z',
    });
  });
});
