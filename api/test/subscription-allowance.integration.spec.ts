import { SUBSCRIPTION_MESSAGES, type SubscriptionDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { subscriptionForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';
import { SubscriberSessions, signInByLink } from './helpers/subscriber-session';

/** Subscriber sessions by subscription id: each new plan signs its creator in for that plan (issue 15). */
const sessions = new SubscriberSessions();
const cookieFor = sessions.cookieFor;

/**
 * Allowances reset at Eastern midnight (questions) and the Eastern month start (videos), DST included. The clock is
 * the app's injected Clock, pinned per step.
 */
describe('subscription allowances (integration)', () => {
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

  /** A paid subscription, created and activated at `at`. */
  async function activeSubscription(planType: 'standard' | 'premium', at: string, email = `${planType}@example.com`) {
    setNow(sut, at);
    const created = await sessions.start(sut, subscriptionForm({ planType, customerEmail: email }));
    await markPaid(created.id).expect(200);
    return created;
  }

  const markPaid = (id: string) =>
    sut.http.post(`/api/coach/subscriptions/${id}/mark-paid`).set('Authorization', admin);
  const ask = (id: string, question = 'What should I focus on?') =>
    sut.http.post(`/api/subscriptions/${id}/messages`).set('Cookie', cookieFor(id)).send({ question });
  const requestVideo = (id: string) =>
    sut.http
      .post(`/api/subscriptions/${id}/video-requests`)
      .set('Cookie', cookieFor(id))
      .send({ question: 'A video on my pitch deck, please.' });
  const lookup = async (email: string) =>
    (
      (await sut.http.get('/api/subscriptions').query({ email }).set('Authorization', admin).expect(200))
        .body as SubscriptionDto[]
    )[0];

  it('allows the plan’s questions per day, then answers 429 with the allowance and the reset time', async () => {
    const sub = await activeSubscription('standard', '2026-03-10T15:00:00.000Z', 'daily@example.com');
    await ask(sub.id).expect(201);
    await ask(sub.id).expect(201);
    const refused = await ask(sub.id, 'One more?').expect(429);
    // Like every 429, it says when to try again: at midnight Eastern (EDT), 13 hours after 15:00 UTC.
    expect(refused.headers['retry-after']).toBe(String(13 * 3600));
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'QUESTION_LIMIT_REACHED',
      message: "You've used all 2 questions for today. Your allowance resets at midnight Eastern Time.",
    });

    // A refused question is not stored and costs nothing.
    const messages = await sut.http
      .get(`/api/subscriptions/${sub.id}/messages`)
      .set('Cookie', cookieFor(sub.id))
      .expect(200);
    expect(messages.body).toHaveLength(2);
    expect(await lookup('daily@example.com')).toMatchObject({ questionsUsedToday: 2, lastResetDate: '2026-03-10' });
  });

  it('resets at midnight Eastern (EDT, UTC−4), not at UTC midnight', async () => {
    // 2026-03-10 is after the March 8 switch to daylight time: Eastern midnight is 04:00 UTC.
    const sub = await activeSubscription('standard', '2026-03-10T15:00:00.000Z', 'edt@example.com');
    await ask(sub.id).expect(201);
    await ask(sub.id).expect(201);

    setNow(sut, '2026-03-11T00:30:00.000Z'); // UTC has a new day; Eastern is still 8:30 PM on the 10th
    await ask(sub.id).expect(429);
    setNow(sut, '2026-03-11T03:59:59.000Z'); // 11:59:59 PM Eastern
    await ask(sub.id).expect(429);

    setNow(sut, '2026-03-11T04:00:00.000Z'); // midnight Eastern
    expect(await lookup('edt@example.com')).toMatchObject({ questionsUsedToday: 0, lastResetDate: '2026-03-10' });
    await ask(sub.id).expect(201);
    expect(await lookup('edt@example.com')).toMatchObject({ questionsUsedToday: 1, lastResetDate: '2026-03-11' });
  });

  it('resets at midnight Eastern in winter too (EST, UTC−5)', async () => {
    const sub = await activeSubscription('standard', '2026-11-20T18:00:00.000Z', 'est@example.com');
    await ask(sub.id).expect(201);
    await ask(sub.id).expect(201);
    setNow(sut, '2026-11-21T04:30:00.000Z'); // 11:30 PM Eastern on the 20th
    await ask(sub.id).expect(429);
    setNow(sut, '2026-11-21T05:00:00.000Z'); // midnight Eastern
    await ask(sub.id).expect(201);
  });

  it('never lets concurrent requests spend more than the allowance', async () => {
    const sub = await activeSubscription('standard', '2026-03-10T15:00:00.000Z', 'race@example.com');
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => ask(sub.id, `Question ${i}?`)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const messages = await sut.http
      .get(`/api/subscriptions/${sub.id}/messages`)
      .set('Cookie', cookieFor(sub.id))
      .expect(200);
    expect(messages.body).toHaveLength(2);
  });

  it('gives Premium 3 questions a day and 2 video sessions a month, counted separately', async () => {
    const sub = await activeSubscription('premium', '2026-03-31T16:00:00.000Z', 'premium-month@example.com');
    for (let i = 0; i < 3; i += 1) await ask(sub.id).expect(201);
    const fourth = await ask(sub.id).expect(429);
    expect(fourth.body.message).toBe(SUBSCRIPTION_MESSAGES.questionLimitReached(3));

    const video = await requestVideo(sub.id).expect(201);
    expect(video.body).toMatchObject({ customerMessage: 'A video on my pitch deck, please.', isAnswered: false });
    await requestVideo(sub.id).expect(201);
    const third = await requestVideo(sub.id).expect(429);
    // The 1st of April at midnight Eastern (04:00 UTC) is 12 hours after 16:00 UTC on 31 March.
    expect(third.headers['retry-after']).toBe(String(12 * 3600));
    expect(third.body).toEqual({
      statusCode: 429,
      code: 'VIDEO_LIMIT_REACHED',
      message:
        "You've used all 2 video sessions for this month. Your allowance resets on the 1st at midnight Eastern Time.",
    });
    expect(await lookup('premium-month@example.com')).toMatchObject({
      questionsUsedToday: 3,
      videosThisMonth: 2,
      lastVideoDate: '2026-03-31',
    });

    const queue = await sut.http.get('/api/coach/questions?answered=false').set('Authorization', admin).expect(200);
    const kinds = queue.body
      .filter((q: { subscriptionId: string }) => q.subscriptionId === sub.id)
      .map((q: { kind: string }) => q.kind);
    expect(kinds).toEqual(['question', 'question', 'question', 'video_request', 'video_request']);
  });

  it('restarts the video count on the 1st at midnight Eastern', async () => {
    const sub = await activeSubscription('premium', '2026-03-31T16:00:00.000Z', 'video-reset@example.com');
    await requestVideo(sub.id).expect(201);
    await requestVideo(sub.id).expect(201);

    setNow(sut, '2026-04-01T03:59:00.000Z'); // 11:59 PM Eastern, March 31
    await requestVideo(sub.id).expect(429);
    setNow(sut, '2026-04-01T04:00:00.000Z'); // midnight Eastern, April 1
    expect(await lookup('video-reset@example.com')).toMatchObject({ videosThisMonth: 0 });
    await requestVideo(sub.id).expect(201);
    expect(await lookup('video-reset@example.com')).toMatchObject({ videosThisMonth: 1, lastVideoDate: '2026-04-01' });
  });

  it('50 video requests at once for the last session of the month: exactly one 201, 49 × 429, two stored in all', async () => {
    const RACERS = 50;
    const sub = await activeSubscription('premium', '2026-03-10T15:00:00.000Z', 'video-race@example.com');
    await requestVideo(sub.id).expect(201);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => requestVideo(sub.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(RACERS - 1);
    for (const r of refused) expect(r.body).toMatchObject({ statusCode: 429, code: 'VIDEO_LIMIT_REACHED' });
    // The database's word: the allowance spent twice, and two requests in the coach's queue, not more.
    const [row] = await sut.app.get(DataSource).query(
      `SELECT s.videos_this_month AS used,
                (SELECT count(*)::int FROM subscription_message m WHERE m.subscription_id = s.id AND m.kind = 'video_request') AS stored
           FROM subscription s WHERE s.id = $1`,
      [sub.id],
    );
    expect(row).toEqual({ used: 2, stored: 2 });
  });

  it('refuses video sessions on Standard, which includes none', async () => {
    const sub = await activeSubscription('standard', '2026-03-10T15:00:00.000Z', 'no-video@example.com');
    const response = await requestVideo(sub.id).expect(403);
    expect(response.body.message).toBe(SUBSCRIPTION_MESSAGES.noVideosInPlan);
  });

  it('stops questions once the month is over, and a new payment renews it', async () => {
    const sub = await activeSubscription('standard', '2026-03-10T15:00:00.000Z', 'renew@example.com');
    setNow(sut, '2026-04-10T15:00:01.000Z');
    // The session starting the plan opened lasted a day; a month later the subscriber signs in by e-mailed link.
    await ask(sub.id).expect(401);
    sessions.set(sub.id, await signInByLink(sut, 'renew@example.com'));
    const refused = await ask(sub.id).expect(403);
    expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.expired);
    expect(await lookup('renew@example.com')).toMatchObject({ status: 'expired' });

    const renewed = await markPaid(sub.id).expect(200);
    expect(renewed.body).toMatchObject({ status: 'active', expiresAt: '2026-05-10T15:00:01.000Z' });
    await ask(sub.id).expect(201);
  });
});
