import { AUTH_MESSAGES, type SubscriptionDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { subscriptionForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';
import type { Response } from 'supertest';
import { SubscriberSessions } from './helpers/subscriber-session';

/** Subscriber sessions by subscription id: each new plan signs its creator in for that plan (issue 15). */
const sessions = new SubscriberSessions();
const remember = (response: Response): SubscriptionDto => sessions.remember<SubscriptionDto>(response);

describe('subscriptions (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestApp();
    admin = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const create = async (overrides: Record<string, unknown> = {}): Promise<SubscriptionDto> =>
    remember(await sut.http.post('/api/subscriptions').send(subscriptionForm(overrides)).expect(201));

  describe('POST /api/subscriptions', () => {
    it('prices from planType alone, ignoring client price, status and allowances; starts pending', async () => {
      setNow(sut, '2026-01-31T15:00:00.000Z');
      const response = await sut.http
        .post('/api/subscriptions')
        .send(
          subscriptionForm({
            planType: 'premium',
            price: 1,
            status: 'active',
            questionsAllowedPerDay: 99,
            videosAllowedPerMonth: 50,
            expiresAt: '2030-01-01T00:00:00.000Z',
            paymentMethod: 'pending',
          }),
        )
        .expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        customerName: 'Ada Lovelace',
        customerEmail: 'ada@example.com',
        customerPhone: null,
        planType: 'premium',
        price: 4400,
        paymentMethod: null,
        status: 'pending_payment',
        questionsUsedToday: 0,
        questionsAllowedPerDay: 3,
        videosThisMonth: 0,
        videosAllowedPerMonth: 2,
        lastResetDate: null,
        lastVideoDate: null,
        createdAt: expect.any(String),
        // One calendar month, clamped to February's end.
        expiresAt: '2026-02-28T15:00:00.000Z',
      });
      const [row] = await sut.app
        .get(DataSource)
        .query('SELECT price, status FROM subscription WHERE id = $1', [response.body.id]);
      expect(row).toEqual({ price: 4400, status: 'pending_payment' });
    });

    it('stores the standard plan at 2200 cents with 2 questions a day and no videos', async () => {
      const created = await create({ planType: 'standard', price: 99999 });
      expect(created).toMatchObject({ price: 2200, questionsAllowedPerDay: 2, videosAllowedPerMonth: 0 });
    });

    it('records the card method under its one canonical name', async () => {
      expect((await create({ paymentMethod: 'square', customerEmail: 'square@example.com' })).paymentMethod).toBe(
        'credit-card',
      );
      expect((await create({ paymentMethod: 'zelle-qr', customerEmail: 'qr@example.com' })).paymentMethod).toBe(
        'zelle-qr',
      );
    });

    it.each([
      ['customerName', 'A', 'Name must be at least 2 characters'],
      ['customerEmail', 'ada@', 'Please enter a valid email address'],
      ['planType', 'gold', 'Please select a subscription plan'],
      ['planType', '', 'Please select a subscription plan'],
      ['paymentMethod', 'bitcoin', 'Please select a payment method to complete your subscription.'],
    ])('answers 400 when %s is %j: %s', async (field, value, message) => {
      const response = await sut.http
        .post('/api/subscriptions')
        .send(subscriptionForm({ [field]: value }))
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message,
        errors: { [field]: message },
      });
    });
  });

  describe('one live plan per e-mail and plan', () => {
    const start = (overrides: Record<string, unknown>) =>
      sut.http.post('/api/subscriptions').send(subscriptionForm({ planType: 'premium', ...overrides }));
    const rows = (email: string) =>
      sut.app
        .get(DataSource)
        .query('SELECT id, status FROM subscription WHERE lower(customer_email) = $1 ORDER BY created_at', [email]);
    const createdEvents = async (id: string) =>
      (
        await sut.app
          .get(DataSource)
          .query(`SELECT 1 FROM domain_event WHERE type = 'subscription.created' AND payload->>'subscriptionId' = $1`, [
            id,
          ])
      ).length;

    it('answers a second start of a pending plan with that same subscription, updated (200)', async () => {
      setNow(sut, '2026-03-10T15:00:00.000Z');
      const first = (await start({ customerEmail: 'again@example.com', paymentMethod: 'pending' }).expect(201)).body;
      const second = await start({
        customerEmail: 'Again@Example.com',
        customerName: 'Ada King',
        customerPhone: '555-0100',
        paymentMethod: 'zelle-qr',
      }).expect(200);
      expect(second.body).toMatchObject({
        id: first.id,
        customerName: 'Ada King',
        customerPhone: '555-0100',
        paymentMethod: 'zelle-qr',
        status: 'pending_payment',
      });
      expect(await rows('again@example.com')).toEqual([{ id: first.id, status: 'pending_payment' }]);
      // One welcome e-mail: the second start is the same subscription.
      expect(await createdEvents(first.id)).toBe(1);
      // Another plan is another subscription.
      await start({ customerEmail: 'again@example.com', planType: 'standard' }).expect(201);
    });

    it('answers 409 while the same plan is active, and lets a new one start once its month is over', async () => {
      setNow(sut, '2026-03-10T15:00:00.000Z');
      const first = (await start({ customerEmail: 'active@example.com' }).expect(201)).body;
      await sut.http.post(`/api/coach/subscriptions/${first.id}/mark-paid`).set('Authorization', admin).expect(200);
      const refused = await start({ customerEmail: 'active@example.com' }).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'PLAN_ALREADY_ACTIVE',
        message: 'You already have an active Premium Coaching plan for this e-mail.',
      });

      setNow(sut, '2026-04-11T15:00:00.000Z');
      const renewed = (await start({ customerEmail: 'active@example.com' }).expect(201)).body;
      expect(await rows('active@example.com')).toEqual([
        { id: first.id, status: 'expired' },
        { id: renewed.id, status: 'pending_payment' },
      ]);
    });

    it('keeps one subscription when the same plan is started many times at once', async () => {
      setNow(sut, '2026-03-10T15:00:00.000Z');
      const answers = await Promise.all(Array.from({ length: 6 }, () => start({ customerEmail: 'racer@example.com' })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await rows('racer@example.com')).toHaveLength(1);
    });
  });

  describe('GET /api/subscriptions', () => {
    it("gives the admin only the given e-mail's subscriptions, ignoring case, newest first", async () => {
      const first = await create({ customerEmail: 'Grace@Example.com', planType: 'standard' });
      const second = await create({ customerEmail: 'grace@example.com', planType: 'premium' });
      await create({ customerEmail: 'someone.else@example.com' });

      const response = await sut.http
        .get('/api/subscriptions')
        .query({ email: 'GRACE@EXAMPLE.COM' })
        .set('Authorization', admin)
        .expect(200);
      expect(response.body.map((s: SubscriptionDto) => s.id)).toEqual([second.id, first.id]);
    });

    it("never answers with another address's data, even for look-alike or wildcard addresses", async () => {
      await create({ customerEmail: 'private@example.com' });
      for (const email of ['private@example.co', 'rivate@example.com', '%@example.com', '_rivate@example.com']) {
        const response = await sut.http
          .get('/api/subscriptions')
          .query({ email })
          .set('Authorization', admin)
          .expect(200);
        expect(response.body).toEqual([]);
      }
    });

    it('answers 401 to anyone but the admin, with or without an e-mail; the admin gets every subscription', async () => {
      const anonymous = await sut.http.get('/api/subscriptions').expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: AUTH_MESSAGES.authRequired });
      // Issue 15: knowing an address opens nothing, not even with a subscriber session of one's own.
      const byEmail = await sut.http.get('/api/subscriptions').query({ email: 'grace@example.com' }).expect(401);
      expect(byEmail.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: AUTH_MESSAGES.authRequired });
      const subscriber = await sut.http
        .get('/api/subscriptions')
        .query({ email: 'grace@example.com' })
        .set('Cookie', sessions.latest())
        .expect(401);
      expect(subscriber.body.message).toBe(AUTH_MESSAGES.authRequired);

      const all = await sut.http.get('/api/subscriptions').set('Authorization', admin).expect(200);
      const emails = new Set(all.body.map((s: SubscriptionDto) => s.customerEmail.toLowerCase()));
      expect([...emails]).toEqual(
        expect.arrayContaining(['grace@example.com', 'private@example.com', 'ada@example.com']),
      );
    });

    it('answers 400 for a malformed or blank e-mail', async () => {
      const bad = await sut.http
        .get('/api/subscriptions')
        .query({ email: 'not-an-email' })
        .set('Authorization', admin)
        .expect(400);
      expect(bad.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      });
      const blank = await sut.http.get('/api/subscriptions?email=').set('Authorization', admin).expect(400);
      expect(blank.body.message).toBe('Please enter your email address');
    });
  });
});
