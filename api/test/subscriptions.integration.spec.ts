import {
  AUTH_MESSAGES,
  SIGN_IN_LINKS_PER_ADDRESS,
  SUBSCRIPTION_START_MESSAGES,
  type SubscriptionDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { subscriptionForm } from './factories/people.factory';
import { startAdminTestApp } from './helpers/admin-session';
import { outboxOf } from './helpers/outbox';
import type { TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';
import { startPlan, SubscriberSessions } from './helpers/subscriber-session';

/** Subscriber sessions by subscription id, opened by the e-mailed link (issue 15). */
const sessions = new SubscriberSessions();

describe('subscriptions (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => ({ sut, admin } = await startAdminTestApp()));
  afterAll(() => sut?.close());
  afterEach(() => jest.restoreAllMocks());

  const create = (overrides: Record<string, unknown> = {}): Promise<SubscriptionDto> =>
    sessions.start(sut, subscriptionForm(overrides));

  describe('POST /api/subscriptions', () => {
    it('prices from planType alone, ignoring client price, status and allowances; starts pending', async () => {
      setNow(sut, '2026-01-31T15:00:00.000Z');
      const created = await create({
        planType: 'premium',
        price: 1,
        status: 'active',
        questionsAllowedPerDay: 99,
        videosAllowedPerMonth: 50,
        expiresAt: '2030-01-01T00:00:00.000Z',
        paymentMethod: 'pending',
      });
      expect(created).toEqual({
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
        .query('SELECT price, status FROM subscription WHERE id = $1', [created.id]);
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

    // Sorted: with the test's clock frozen, the outbox's files carry one timestamp and their order says nothing.
    const startedMails = async (email: string) =>
      (await outboxOf(sut))
        .filter((m) => m.to.toLowerCase() === email && m.type.startsWith('subscription-'))
        .map((m) => m.type)
        .sort();

    it('never changes a pending plan when it is started again, and e-mails its owner how to pay it (issue 28)', async () => {
      setNow(sut, '2026-03-10T15:00:00.000Z');
      await start({ customerEmail: 'again@example.com', paymentMethod: 'pending' }).expect(202);
      const [first] = await rows('again@example.com');
      const before = await sut.app.get(DataSource).query('SELECT * FROM subscription WHERE id = $1', [first.id]);
      // A stranger types the owner's address with another name, phone and payment method.
      const second = await start({
        customerEmail: 'Again@Example.com',
        customerName: 'Mallory Attacker',
        customerPhone: '555-0100',
        paymentMethod: 'zelle-qr',
      }).expect(202);
      expect(second.body).toEqual({ message: SUBSCRIPTION_START_MESSAGES.accepted });
      expect(await sut.app.get(DataSource).query('SELECT * FROM subscription WHERE id = $1', [first.id])).toEqual(
        before,
      );
      expect(await rows('again@example.com')).toEqual([{ id: first.id, status: 'pending_payment' }]);
      // One welcome e-mail; the second start is told to the address, with the way to pay the plan it has.
      expect(await createdEvents(first.id)).toBe(1);
      expect(await startedMails('again@example.com')).toEqual([
        'subscription-confirmation',
        'subscription-pending-again',
      ]);
      const [reminder] = (await outboxOf(sut)).filter((m) => m.type === 'subscription-pending-again');
      expect(reminder.subject).toBe('Your Premium Coaching plan is waiting for payment');
      expect(reminder.text).toContain('Hi Ada,');
      expect(reminder.text).toContain(`subscriptionId=${first.id}`);
      expect(reminder.text).toMatch(/signin=[A-Za-z0-9_-]+/);
      expect(reminder.text).not.toContain('Mallory');
      // Another plan is another subscription.
      await start({ customerEmail: 'again@example.com', planType: 'standard' }).expect(202);
      expect(await rows('again@example.com')).toHaveLength(2);
    });

    it('starts nothing while the same plan is active, e-mails the owner the way in, and starts anew once its month is over', async () => {
      setNow(sut, '2026-03-10T15:00:00.000Z');
      await start({ customerEmail: 'active@example.com' }).expect(202);
      const [first] = await rows('active@example.com');
      await sut.http.post(`/api/coach/subscriptions/${first.id}/mark-paid`).set('Authorization', admin).expect(200);
      const again = await start({ customerEmail: 'active@example.com' }).expect(202);
      expect(again.body).toEqual({ message: SUBSCRIPTION_START_MESSAGES.accepted });
      expect(await rows('active@example.com')).toEqual([{ id: first.id, status: 'active' }]);
      const [note] = (await outboxOf(sut)).filter((m) => m.type === 'subscription-already-active');
      expect(note.to).toBe('active@example.com');
      expect(note.subject).toBe('You already have an active Premium Coaching plan');
      expect(note.text).toMatch(/signin=[A-Za-z0-9_-]+/);
      expect(note.text).toContain('nothing new was started and nothing was charged');

      setNow(sut, '2026-04-11T15:00:00.000Z');
      await start({ customerEmail: 'active@example.com' }).expect(202);
      const after = await rows('active@example.com');
      expect(after).toEqual([
        { id: first.id, status: 'expired' },
        { id: expect.not.stringMatching(first.id), status: 'pending_payment' },
      ]);
    });

    it("cannot flood an owner's mailbox: starts of a plan the address has share the per-client sign-in link cap", async () => {
      setNow(sut, '2026-03-20T15:00:00.000Z');
      await start({ customerEmail: 'flooded@example.com' }).expect(202);
      for (let n = 0; n < SIGN_IN_LINKS_PER_ADDRESS + 3; n += 1) {
        await start({ customerEmail: 'flooded@example.com' }).expect(202);
      }
      expect(await startedMails('flooded@example.com')).toEqual([
        'subscription-confirmation',
        ...Array.from({ length: SIGN_IN_LINKS_PER_ADDRESS }, () => 'subscription-pending-again'),
      ]);
    });

    it('keeps one subscription when the same plan is started many times at once', async () => {
      setNow(sut, '2026-03-10T15:00:00.000Z');
      const answers = await Promise.all(Array.from({ length: 6 }, () => start({ customerEmail: 'racer@example.com' })));
      expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 202]);
      expect(await rows('racer@example.com')).toHaveLength(1);
    });
  });

  describe('no reply reveals a subscriber (issue 28)', () => {
    /** What changes from one request to the next whatever the address: the time and the rate-limit budget. */
    const volatile = (name: string) => name === 'date' || /^x-ratelimit-(remaining|reset)/.test(name);
    const answerOf = (response: { status: number; body: unknown; headers: Record<string, unknown> }) => ({
      status: response.status,
      body: response.body,
      headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !volatile(name))),
    });
    const startAs = (email: string) =>
      sut.http.post('/api/subscriptions').send(subscriptionForm({ customerEmail: email, customerName: 'Eve Prober' }));

    it('answers an unknown, a pending and an active address identically: status, body and headers', async () => {
      setNow(sut, '2026-05-04T15:00:00.000Z');
      await startPlan(sut, subscriptionForm({ customerEmail: 'waiting@example.com' }));
      const paid = await startPlan(sut, subscriptionForm({ customerEmail: 'paying@example.com' }));
      await sut.http.post(`/api/coach/subscriptions/${paid.id}/mark-paid`).set('Authorization', admin).expect(200);

      const unknown = answerOf(await startAs('stranger-28@example.com'));
      const pending = answerOf(await startAs('waiting@example.com'));
      const active = answerOf(await startAs('paying@example.com'));
      expect(unknown).toEqual({
        status: 202,
        body: { message: SUBSCRIPTION_START_MESSAGES.accepted },
        headers: expect.objectContaining({ 'cache-control': 'no-store' }),
      });
      expect(unknown.headers).not.toHaveProperty('set-cookie');
      expect(pending).toEqual(unknown);
      expect(active).toEqual(unknown);
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
