import { SUBSCRIPTION_MESSAGES, type SubscriptionDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { CreateSubscriptionAnswer1763810020000 } from '../src/database/migrations/1763810020000-create-subscription-answer';
import { subscriptionForm } from './factories/people.factory';
import { startAdminTestApp } from './helpers/admin-session';
import { outboxOf } from './helpers/outbox';
import type { TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';
import { SubscriberSessions } from './helpers/subscriber-session';

/** Subscriber sessions by subscription id: each new plan signs its creator in for that plan (issue 15). */
const sessions = new SubscriberSessions();
const cookieFor = sessions.cookieFor;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Questions, the coach's answers, and activation by the coach's "mark paid". */
describe('subscription messages and the coach (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => ({ sut, admin } = await startAdminTestApp()));
  afterAll(() => sut?.close());
  afterEach(() => jest.restoreAllMocks());

  const create = (overrides: Record<string, unknown> = {}): Promise<SubscriptionDto> =>
    sessions.start(sut, subscriptionForm(overrides));
  const markPaid = (id: string) =>
    sut.http.post(`/api/coach/subscriptions/${id}/mark-paid`).set('Authorization', admin).expect(200);
  it('refuses questions until payment is received, then the coach marks it paid and it becomes active', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const subscription = await create({ customerEmail: 'payer@example.com' });

    const early = await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: 'Can we start today?' })
      .expect(403);
    expect(early.body).toEqual({
      statusCode: 403,
      code: 'SUBSCRIPTION_NOT_PAID',
      message: SUBSCRIPTION_MESSAGES.activatesOnPayment,
    });

    await sut.http.post(`/api/coach/subscriptions/${subscription.id}/mark-paid`).expect(401);
    setNow(sut, '2026-03-12T09:00:00.000Z');
    const paid = await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(200);
    // The month starts when the payment arrives, not when the form was sent.
    expect(paid.body).toMatchObject({ id: subscription.id, status: 'active', expiresAt: '2026-04-12T09:00:00.000Z' });

    const again = await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(200);
    expect(again.body).toEqual(paid.body);
  });

  it('carries a question to the coach and the answer back to the subscriber', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const subscription = await create({
      customerName: 'Quinn Asker',
      customerEmail: 'quinn@example.com',
      planType: 'premium',
    });
    await markPaid(subscription.id);

    const asked = await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: '  How do I say no at work?  ' })
      .expect(201);
    expect(asked.body).toEqual({
      id: expect.any(String),
      subscriptionId: subscription.id,
      customerMessage: 'How do I say no at work?',
      coachResponse: null,
      isAnswered: false,
      createdAt: expect.any(String),
      answeredAt: null,
      answers: [],
    });

    await sut.http.get('/api/coach/questions?answered=false').expect(401);
    const queue = await sut.http.get('/api/coach/questions?answered=false').set('Authorization', admin).expect(200);
    expect(queue.body).toContainEqual({
      ...asked.body,
      kind: 'question',
      customerName: 'Quinn Asker',
      customerEmail: 'quinn@example.com',
      planType: 'premium',
    });

    await sut.http.post(`/api/coach/questions/${asked.body.id}/answer`).send({ response: 'Kindly.' }).expect(401);
    const answered = await sut.http
      .post(`/api/coach/questions/${asked.body.id}/answer`)
      .set('Authorization', admin)
      .send({ response: 'Start with one small, kind "no" this week.' })
      .expect(200);
    expect(answered.body).toMatchObject({
      id: asked.body.id,
      coachResponse: 'Start with one small, kind "no" this week.',
      isAnswered: true,
      answeredAt: '2026-03-10T15:00:00.000Z',
      answers: [
        {
          id: expect.any(String),
          questionId: asked.body.id,
          message: 'Start with one small, kind "no" this week.',
          createdAt: '2026-03-10T15:00:00.000Z',
        },
      ],
    });

    const conversation = await sut.http
      .get(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .expect(200);
    expect(conversation.body).toEqual([answered.body]);

    const stillQueued = await sut.http
      .get('/api/coach/questions?answered=false')
      .set('Authorization', admin)
      .expect(200);
    expect(stillQueued.body.map((q: { id: string }) => q.id)).not.toContain(asked.body.id);
    const done = await sut.http.get('/api/coach/questions?answered=true').set('Authorization', admin).expect(200);
    expect(done.body.map((q: { id: string }) => q.id)).toContain(asked.body.id);
  });

  it('keeps every answer as its own message under its question, oldest first, and e-mails each one', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const subscription = await create({ customerName: 'Tess Thread', customerEmail: 'thread@example.com' });
    await markPaid(subscription.id);
    const asked = await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: 'How do I plan my week?' })
      .expect(201);
    const answer = (response: string) =>
      sut.http
        .post(`/api/coach/questions/${asked.body.id}/answer`)
        .set('Authorization', admin)
        .send({ response })
        .expect(200);

    await answer('Start on Sunday evening with three priorities.');
    setNow(sut, '2026-03-10T16:30:00.000Z');
    const second = await answer('And block time for the first one before anything else.');
    expect(second.body).toMatchObject({
      coachResponse: 'And block time for the first one before anything else.',
      answeredAt: '2026-03-10T16:30:00.000Z',
    });
    expect(second.body.answers.map((a: { message: string; createdAt: string }) => [a.message, a.createdAt])).toEqual([
      ['Start on Sunday evening with three priorities.', '2026-03-10T15:00:00.000Z'],
      ['And block time for the first one before anything else.', '2026-03-10T16:30:00.000Z'],
    ]);
    const conversation = await sut.http
      .get(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .expect(200);
    expect(conversation.body).toEqual([second.body]);
    const queue = await sut.http.get('/api/coach/questions?answered=true').set('Authorization', admin).expect(200);
    expect(queue.body.find((q: { id: string }) => q.id === asked.body.id).answers).toEqual(second.body.answers);

    const mails = (await outboxOf(sut)).filter(
      (m) => m.type === 'subscription-answered' && m.to === 'thread@example.com',
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Coach Ari answered your question',
      'Coach Ari answered your question',
    ]);
    const [first, latest] = mails;
    expect(first.text).toContain('Hi Tess,');
    expect(first.text).toContain('> How do I plan my week?');
    expect(first.text).toContain('> Start on Sunday evening with three priorities.');
    expect(first.text).toMatch(/Open your conversation: http:\/\/localhost:\d+\/subscriptions/);
    expect(latest.text).toContain('> And block time for the first one before anything else.');
    expect(latest.text).not.toContain('Start on Sunday evening');
  });

  it("turns the answers stored before threading (coach_response) into each question's first answer", async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const subscription = await create({ customerEmail: 'legacy@example.com' });
    await markPaid(subscription.id);
    const asked = await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: 'An old question?' })
      .expect(201);
    const db = sut.app.get(DataSource);
    const migration = new CreateSubscriptionAnswer1763810020000();
    const runner = db.createQueryRunner();
    try {
      // The schema as it was: no answers table, the answer in coach_response.
      await migration.down(runner);
      await db.query(
        `UPDATE subscription_message SET coach_response = 'An old answer.', is_answered = true,
                answered_at = '2026-03-09T12:00:00Z' WHERE id = $1`,
        [asked.body.id],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const conversation = await sut.http
      .get(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .expect(200);
    expect(conversation.body[0].answers).toEqual([
      {
        id: expect.any(String),
        questionId: asked.body.id,
        message: 'An old answer.',
        createdAt: '2026-03-09T12:00:00.000Z',
      },
    ]);
  });

  it('lists a conversation oldest first', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const subscription = await create({ customerEmail: 'order@example.com', planType: 'premium' });
    await markPaid(subscription.id);
    for (const question of ['First question?', 'Second question?', 'Third question?']) {
      await sut.http
        .post(`/api/subscriptions/${subscription.id}/messages`)
        .set('Cookie', cookieFor(subscription.id))
        .send({ question })
        .expect(201);
    }
    const response = await sut.http
      .get(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .expect(200);
    expect(response.body.map((m: { customerMessage: string }) => m.customerMessage)).toEqual([
      'First question?',
      'Second question?',
      'Third question?',
    ]);
  });

  it('validates the question and the answer with the spec texts', async () => {
    const subscription = await create();
    const question = await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: '   ' })
      .expect(400);
    expect(question.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter your question',
      errors: { question: 'Please enter your question' },
    });
    const answer = await sut.http
      .post(`/api/coach/questions/${UNKNOWN_ID}/answer`)
      .set('Authorization', admin)
      .send({ response: '' })
      .expect(400);
    expect(answer.body.message).toBe('Please enter a response');
    const filter = await sut.http.get('/api/coach/questions?answered=maybe').set('Authorization', admin).expect(400);
    expect(filter.body.message).toBe('answered must be true or false');
  });

  it('answers 404 for unknown ids and 400 for ids that are not UUIDs', async () => {
    const missing = await sut.http
      .get(`/api/subscriptions/${UNKNOWN_ID}/messages`)
      .set('Cookie', cookieFor(UNKNOWN_ID))
      .expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'SUBSCRIPTION_NOT_FOUND',
      message: SUBSCRIPTION_MESSAGES.notFoundById,
    });
    await sut.http
      .post(`/api/subscriptions/${UNKNOWN_ID}/messages`)
      .set('Cookie', cookieFor(UNKNOWN_ID))
      .send({ question: 'Hello?' })
      .expect(404);
    await sut.http.post(`/api/coach/subscriptions/${UNKNOWN_ID}/mark-paid`).set('Authorization', admin).expect(404);
    const question = await sut.http
      .post(`/api/coach/questions/${UNKNOWN_ID}/answer`)
      .set('Authorization', admin)
      .send({ response: 'Hi' })
      .expect(404);
    expect(question.body.message).toBe(SUBSCRIPTION_MESSAGES.questionNotFound);

    // Signed in (anonymous callers get 401 first), an id that is no UUID is a 400.
    const bad = await sut.http.get('/api/subscriptions/not-a-uuid/messages').set('Cookie', cookieFor('')).expect(400);
    expect(bad.body.statusCode).toBe(400);
    await sut.http
      .post('/api/subscriptions/1/messages')
      .set('Cookie', cookieFor(''))
      .send({ question: 'Hi?' })
      .expect(400);
    await sut.http.post('/api/coach/subscriptions/x/mark-paid').set('Authorization', admin).expect(400);
  });

  it('records the subscription and its payment in the customer lifecycle', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const subscription = await create({
      customerName: 'Lena Life',
      customerEmail: 'Lena@Example.com',
      planType: 'premium',
    });
    const db = sut.app.get(DataSource);
    const stateOf = async () =>
      (await db.query(`SELECT name, current_state, total_spent FROM user_state WHERE email = 'lena@example.com'`))[0];
    expect(await stateOf()).toEqual({ name: 'Lena Life', current_state: 'pre_registration', total_spent: 0 });

    await markPaid(subscription.id);
    await markPaid(subscription.id);
    expect(await stateOf()).toEqual({ name: 'Lena Life', current_state: 'subscriber', total_spent: 4400 });
    const interactions = await db.query(
      `SELECT i.interaction_type, i.value, i.interaction_data->>'subscriptionId' AS subscription_id
         FROM user_interaction i JOIN user_state s ON s.id = i.user_state_id
        WHERE s.email = 'lena@example.com' ORDER BY i.interaction_type`,
    );
    expect(interactions).toEqual([
      { interaction_type: 'subscription_created', value: 4400, subscription_id: subscription.id },
      { interaction_type: 'subscription_paid', value: 4400, subscription_id: subscription.id },
    ]);
  });

  it('will not mark a cancelled subscription paid', async () => {
    const subscription = await create({ customerEmail: 'gone@example.com' });
    await sut.app
      .get(DataSource)
      .query(`UPDATE subscription SET status = 'cancelled' WHERE id = $1`, [subscription.id]);
    const response = await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(409);
    expect(response.body.message).toBe(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    const question = await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: 'Still there?' })
      .expect(403);
    expect(question.body.message).toBe(SUBSCRIPTION_MESSAGES.cancelled);
  });
});
