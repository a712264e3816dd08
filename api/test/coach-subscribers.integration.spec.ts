import {
  COACH_SUBSCRIPTION_MESSAGES,
  CSRF_HEADER,
  CSRF_MESSAGES,
  type CoachSubscriberDto,
  type SubscriptionDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { subscriptionForm } from './factories/people.factory';
import { adminAuthorization, adminCookieSession, type AdminCookieSession } from './helpers/admin-session';
import { outboxOf } from './helpers/outbox';
import { SubscriberSessions, signInByLink } from './helpers/subscriber-session';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const sessions = new SubscriberSessions();

/**
 * The coach's Subscribers section (issue 27 item 6): the list with standings (lapsed derived), allowances used and
 * history; cancelling a plan; recording a renewal. Every write is an admin write (cookie + CSRF token here, as the
 * console sends it), and every e-mail is read back from the outbox.
 */
describe('coach subscribers (integration)', () => {
  let sut: TestApp;
  let db: DataSource;
  let admin: AdminCookieSession;
  let bearer: string;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
    admin = await adminCookieSession(sut);
    bearer = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const create = (overrides: Record<string, unknown> = {}): Promise<SubscriptionDto> =>
    sessions.start(sut, subscriptionForm(overrides));
  const markPaid = (id: string) =>
    sut.http.post(`/api/coach/subscriptions/${id}/mark-paid`).set(admin.writeHeaders).expect(200);
  /** A plan paid at `at`: active for one calendar month from then. */
  const active = async (at: string, overrides: Record<string, unknown> = {}) => {
    setNow(sut, at);
    const plan = await create(overrides);
    await markPaid(plan.id);
    return plan;
  };
  const list = async (query: Record<string, string> = {}) =>
    (await sut.http.get('/api/coach/subscriptions').query(query).set('Cookie', admin.cookie).expect(200))
      .body as CoachSubscriberDto[];
  const cancel = (id: string, body: Record<string, unknown> = {}) =>
    sut.http.post(`/api/coach/subscriptions/${id}/cancel`).set(admin.writeHeaders).send(body);
  const renew = (id: string, body: Record<string, unknown> = {}) =>
    sut.http.post(`/api/coach/subscriptions/${id}/renewal`).set(admin.writeHeaders).send(body);
  /** The subscriber signs in by e-mailed link at the pinned time (an earlier session may have run out). */
  const signIn = async (id: string, email: string) => sessions.set(id, await signInByLink(sut, email));
  const ask = (id: string) =>
    sut.http
      .post(`/api/subscriptions/${id}/messages`)
      .set('Cookie', sessions.cookieFor(id))
      .send({ question: 'What should I focus on this week?' });
  const mailsTo = async (email: string, type: string) =>
    (await outboxOf(sut)).filter((m) => m.to === email && m.type === type);

  describe('who may call', () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';

    it('answers 401 in the spec’s error shape without an admin session', async () => {
      for (const call of [
        sut.http.get('/api/coach/subscriptions'),
        sut.http.post(`/api/coach/subscriptions/${unknownId}/cancel`).send({}),
        sut.http.post(`/api/coach/subscriptions/${unknownId}/renewal`).send({}),
      ]) {
        expect((await call.expect(401)).body).toEqual({
          statusCode: 401,
          code: 'AUTH_REQUIRED',
          message: 'Authentication required',
        });
      }
    });

    it('refuses a cookie write without the CSRF token (403), and changes nothing', async () => {
      const plan = await active('2026-05-04T15:00:00.000Z', { customerEmail: 'csrf@example.com' });
      const { [CSRF_HEADER]: _token, ...withoutToken } = admin.writeHeaders;
      for (const path of ['cancel', 'renewal']) {
        const response = await sut.http
          .post(`/api/coach/subscriptions/${plan.id}/${path}`)
          .set(withoutToken)
          .send({})
          .expect(403);
        expect(response.body).toEqual({
          statusCode: 403,
          code: 'CSRF_TOKEN_INVALID',
          message: CSRF_MESSAGES.invalidToken,
        });
      }
      const [row] = await db.query(`SELECT status, expires_at FROM subscription WHERE id = $1`, [plan.id]);
      expect(row).toEqual({ status: 'active', expires_at: new Date('2026-06-04T15:00:00.000Z') });
    });

    it('answers 404 for an unknown plan and 400 for a malformed id or body', async () => {
      expect((await cancel(unknownId).expect(404)).body).toEqual({
        statusCode: 404,
        code: 'SUBSCRIPTION_NOT_FOUND',
        message: 'Subscription not found',
      });
      expect((await renew(unknownId).expect(404)).body.code).toBe('SUBSCRIPTION_NOT_FOUND');
      await cancel('not-a-uuid').expect(400);
      const tooLong = await cancel(unknownId, { reason: 'x'.repeat(501) }).expect(400);
      expect(tooLong.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: COACH_SUBSCRIPTION_MESSAGES.reasonTooLong,
        errors: { reason: COACH_SUBSCRIPTION_MESSAGES.reasonTooLong },
      });
      const badMethod = await renew(unknownId, { paymentMethod: 'gold-bars' }).expect(400);
      expect(badMethod.body.message).toBe(COACH_SUBSCRIPTION_MESSAGES.paymentMethodInvalid);
      const badFilter = await sut.http
        .get('/api/coach/subscriptions?status=frozen')
        .set('Authorization', bearer)
        .expect(400);
      expect(badFilter.body.message).toBe('Status must be one of active, pending, lapsed, cancelled, all');
    });
  });

  describe('GET /api/coach/subscriptions', () => {
    it('groups plans as active, pending, lapsed (derived) and cancelled, with allowances used and search', async () => {
      const grace = await active('2026-03-01T15:00:00.000Z', {
        customerName: 'Grace Hopper',
        customerEmail: 'Grace@Example.com',
        planType: 'premium',
        customerPhone: '555-0100',
      });
      const lapsed = await active('2026-01-05T15:00:00.000Z', {
        customerName: 'Lapsed Larry',
        customerEmail: 'larry@example.com',
      });
      setNow(sut, '2026-03-10T15:00:00.000Z');
      const pending = await create({ customerName: 'Pending Pat', customerEmail: 'pat@example.com' });
      await signIn(grace.id, 'grace@example.com');
      await ask(grace.id).expect(201);
      await sut.http
        .post(`/api/subscriptions/${grace.id}/video-requests`)
        .set('Cookie', sessions.cookieFor(grace.id))
        .send({ question: 'A video on my pitch, please.' })
        .expect(201);

      const byId = (rows: CoachSubscriberDto[]) => new Map(rows.map((r) => [r.id, r]));
      const all = byId(await list({ status: 'all', q: 'example.com' }));
      expect(all.get(grace.id)).toMatchObject({
        standing: 'active',
        status: 'active',
        customerName: 'Grace Hopper',
        customerEmail: 'Grace@Example.com',
        customerPhone: '555-0100',
        planType: 'premium',
        price: 4400,
        paymentMethod: 'zelle',
        questionsUsedToday: 1,
        questionsAllowedPerDay: 3,
        videosThisMonth: 1,
        videosAllowedPerMonth: 2,
        activatedAt: '2026-03-01T15:00:00.000Z',
        expiresAt: '2026-04-01T15:00:00.000Z',
        cancelledAt: null,
        history: [
          {
            action: 'activated',
            actor: 'coach',
            at: '2026-03-01T15:00:00.000Z',
            amountCents: 4400,
            paidThrough: '2026-04-01T15:00:00.000Z',
            paymentMethod: 'zelle',
            detail: null,
          },
        ],
      });
      // Paid through Feb 5: past its term, still "active" in the row, lapsed to the coach.
      expect(all.get(lapsed.id)).toMatchObject({ standing: 'lapsed', status: 'expired' });
      expect(all.get(pending.id)).toMatchObject({ standing: 'pending', activatedAt: null, history: [] });

      const ids = async (query: Record<string, string>) => (await list(query)).map((r) => r.id);
      expect(await ids({ status: 'active', q: 'grace' })).toEqual([grace.id]);
      expect(await ids({ status: 'lapsed', q: 'larry' })).toEqual([lapsed.id]);
      expect(await ids({ status: 'pending', q: 'PAT@' })).toEqual([pending.id]);
      expect(await ids({ status: 'active', q: 'larry' })).toEqual([]);
      expect(await ids({ q: 'hopper', plan: 'standard' })).toEqual([]);
      expect(await ids({ q: 'hopper', plan: 'premium' })).toEqual([grace.id]);
      // A % typed in the search box is a letter, not a wildcard.
      expect(await ids({ q: '%' })).toEqual([]);
    });
  });

  describe('POST /api/coach/subscriptions/:id/cancel', () => {
    it('cancels the plan: questions stop at once, the subscriber is e-mailed the reason, history says who', async () => {
      const plan = await active('2026-04-01T15:00:00.000Z', { customerEmail: 'cancel-me@example.com' });
      setNow(sut, '2026-04-02T15:00:00.000Z');
      await signIn(plan.id, 'cancel-me@example.com');
      await ask(plan.id).expect(201);

      const response = await cancel(plan.id, { reason: '  Moving to weekly sessions instead.  ' }).expect(200);
      expect(response.body).toMatchObject({
        id: plan.id,
        status: 'cancelled',
        standing: 'cancelled',
        cancelledAt: '2026-04-02T15:00:00.000Z',
      });
      expect(response.body.history[0]).toEqual({
        action: 'cancelled',
        actor: 'coach',
        at: '2026-04-02T15:00:00.000Z',
        amountCents: null,
        paidThrough: null,
        paymentMethod: null,
        detail: 'Moving to weekly sessions instead.',
      });

      expect((await ask(plan.id).expect(403)).body).toEqual({
        statusCode: 403,
        code: 'SUBSCRIPTION_CANCELLED',
        message: 'This subscription has been cancelled.',
      });
      const [mail] = await mailsTo('cancel-me@example.com', 'subscription-cancelled');
      expect(mail.subject).toBe('Your Standard Coaching plan has been cancelled');
      expect(mail.text).toContain('Moving to weekly sessions instead.');

      expect((await cancel(plan.id).expect(409)).body).toEqual({
        statusCode: 409,
        code: 'SUBSCRIPTION_ALREADY_CANCELLED',
        message: COACH_SUBSCRIPTION_MESSAGES.alreadyCancelled,
      });
      expect(await mailsTo('cancel-me@example.com', 'subscription-cancelled')).toHaveLength(1);
      expect((await list({ status: 'cancelled', q: 'cancel-me' })).map((r) => r.id)).toEqual([plan.id]);
      // Mark-paid keeps refusing a cancelled plan.
      await sut.http.post(`/api/coach/subscriptions/${plan.id}/mark-paid`).set(admin.writeHeaders).expect(409);
    });

    it('cancels a pending plan too, without a reason', async () => {
      setNow(sut, '2026-04-05T15:00:00.000Z');
      const plan = await create({ customerEmail: 'never-paid@example.com' });
      await cancel(plan.id).expect(200);
      const [mail] = await mailsTo('never-paid@example.com', 'subscription-cancelled');
      expect(mail.text).not.toContain('The reason given');
      // The live-plan slot is free again: the subscriber can start over.
      await create({ customerEmail: 'never-paid@example.com' });
    });
  });

  describe('POST /api/coach/subscriptions/:id/renewal', () => {
    it('extends an early renewal from the current end, records who and how, and acknowledges the payment', async () => {
      const plan = await active('2026-06-10T15:00:00.000Z', { customerEmail: 'early@example.com' });
      setNow(sut, '2026-07-01T15:00:00.000Z'); // nine days before the end

      const response = await renew(plan.id, { paymentMethod: 'venmo', note: 'Paid early by Venmo' }).expect(200);
      expect(response.body).toMatchObject({
        status: 'active',
        standing: 'active',
        activatedAt: '2026-06-10T15:00:00.000Z',
        expiresAt: '2026-08-10T15:00:00.000Z',
        paymentMethod: 'venmo',
      });
      expect(response.body.history[0]).toEqual({
        action: 'renewed',
        actor: 'coach',
        at: '2026-07-01T15:00:00.000Z',
        amountCents: 2200,
        paidThrough: '2026-08-10T15:00:00.000Z',
        paymentMethod: 'venmo',
        detail: 'Paid early by Venmo',
      });

      const [mail] = await mailsTo('early@example.com', 'subscription-renewed');
      expect(mail.subject).toMatch(/^Payment received: your Standard Coaching plan is paid through .*August 10, 2026/);
      expect(mail.text).toContain('$22');
      expect(mail.text).toContain('Venmo');
      expect(mail.text).not.toContain('Paid early by Venmo');
      const [customer] = await db.query(`SELECT total_spent FROM user_state WHERE email = 'early@example.com'`);
      expect(customer.total_spent).toBe(4400);
    });

    it('renews a lapsed plan from now, and it takes questions again', async () => {
      const plan = await active('2026-01-20T15:00:00.000Z', { customerEmail: 'late@example.com' });
      setNow(sut, '2026-03-03T15:00:00.000Z'); // lapsed since Feb 20
      await signIn(plan.id, 'late@example.com');
      expect((await ask(plan.id).expect(403)).body.code).toBe('SUBSCRIPTION_EXPIRED');

      const response = await renew(plan.id).expect(200);
      expect(response.body).toMatchObject({ standing: 'active', expiresAt: '2026-04-03T15:00:00.000Z' });
      // No method given: the plan's own.
      expect(response.body.history[0]).toMatchObject({ action: 'renewed', paymentMethod: 'zelle' });
      await ask(plan.id).expect(201);
    });

    it('refuses a pending plan (mark-paid starts it) and a cancelled one with 409', async () => {
      setNow(sut, '2026-05-01T15:00:00.000Z');
      const pending = await create({ customerEmail: 'renew-pending@example.com' });
      expect((await renew(pending.id).expect(409)).body).toEqual({
        statusCode: 409,
        code: 'SUBSCRIPTION_NOT_RENEWABLE',
        message: COACH_SUBSCRIPTION_MESSAGES.renewPending,
      });
      await markPaid(pending.id);

      const cancelled = await active('2026-05-01T15:00:00.000Z', { customerEmail: 'renew-cancelled@example.com' });
      await cancel(cancelled.id).expect(200);
      expect((await renew(cancelled.id).expect(409)).body).toEqual({
        statusCode: 409,
        code: 'SUBSCRIPTION_NOT_RENEWABLE',
        message: COACH_SUBSCRIPTION_MESSAGES.renewCancelled,
      });
      expect(await mailsTo('renew-cancelled@example.com', 'subscription-renewed')).toEqual([]);
    });

    it('refuses an old lapsed plan once a newer plan of its kind is live', async () => {
      const old = await active('2026-01-02T15:00:00.000Z', { customerEmail: 'twice@example.com' });
      setNow(sut, '2026-03-02T15:00:00.000Z');
      await create({ customerEmail: 'twice@example.com' });
      expect((await renew(old.id).expect(409)).body.message).toBe(COACH_SUBSCRIPTION_MESSAGES.renewSuperseded);
    });

    it('records two simultaneous renewals as two payments: two months, two history lines, two e-mails', async () => {
      const plan = await active('2026-09-15T15:00:00.000Z', { customerEmail: 'double@example.com' });
      setNow(sut, '2026-10-01T15:00:00.000Z');
      const answers = await Promise.all([renew(plan.id), renew(plan.id)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      // The row lock runs them one after the other: each extends the end the other one left.
      expect(answers.map((a) => a.body.expiresAt).sort()).toEqual([
        '2026-11-15T15:00:00.000Z',
        '2026-12-15T15:00:00.000Z',
      ]);
      const [row] = await db.query(`SELECT expires_at FROM subscription WHERE id = $1`, [plan.id]);
      expect(row.expires_at).toEqual(new Date('2026-12-15T15:00:00.000Z'));
      const [{ renewals }] = await db.query(
        `SELECT count(*)::int AS renewals FROM subscription_history WHERE subscription_id = $1 AND action = 'renewed'`,
        [plan.id],
      );
      expect(renewals).toBe(2);
      expect(await mailsTo('double@example.com', 'subscription-renewed')).toHaveLength(2);
    });

    it('lets a cancel and a renewal race: whichever locks first wins, the other sees the result', async () => {
      const plan = await active('2026-09-15T15:00:00.000Z', { customerEmail: 'race@example.com' });
      setNow(sut, '2026-10-01T15:00:00.000Z');
      const [renewal, cancellation] = await Promise.all([renew(plan.id), cancel(plan.id)]);
      expect(cancellation.status).toBe(200);
      // Renewal first: both succeed and the plan ends cancelled. Cancel first: the renewal is a clear 409.
      expect([200, 409]).toContain(renewal.status);
      const [row] = await db.query(`SELECT status FROM subscription WHERE id = $1`, [plan.id]);
      expect(row.status).toBe('cancelled');
      const renewed = await mailsTo('race@example.com', 'subscription-renewed');
      expect(renewed).toHaveLength(renewal.status === 200 ? 1 : 0);
    });
  });
});
