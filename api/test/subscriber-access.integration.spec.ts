import {
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_LINKS_PER_ADDRESS,
  SUBSCRIBER_ACCESS_MESSAGES,
  SUBSCRIBER_SESSION_COOKIE,
  SUBSCRIPTION_MESSAGES,
  type SubscriberSessionDto,
  type SubscriptionDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { subscriptionForm } from './factories/people.factory';
import { adminAuthorization, setCookieValue } from './helpers/admin-session';
import { type OutboxMail, outboxOf } from './helpers/outbox';
import { startPlan } from './helpers/subscriber-session';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const SITE = 'http://localhost:3000';

/** Issue 15: knowing an e-mail no longer opens a dashboard; an e-mailed single-use link does. */
describe('subscriber access (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => {
    // X-Forwarded-For is trusted here, so a request can come from another client (the link cap counts per client).
    sut = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A plan started by someone else's browser (no cookie kept), paid by the coach: active and ready for questions. */
  const activePlan = async (email: string, name = 'Ada Lovelace'): Promise<SubscriptionDto> => {
    const subscription = await startPlan(sut, subscriptionForm({ customerEmail: email, customerName: name }));
    await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(200);
    return subscription;
  };

  const requestLink = (email: string, client = '192.0.2.10') =>
    sut.http.post('/api/subscriptions/sign-in-links').set('X-Forwarded-For', client).send({ email });

  const signInMails = async (to: string): Promise<OutboxMail[]> =>
    (await outboxOf(sut)).filter((m) => m.type === 'subscriber-sign-in' && m.to === to);

  /** The token of the newest sign-in mail to an address, read from the link as the subscriber would click it. */
  const tokenFromMail = (mail: OutboxMail): string => {
    const match = new RegExp(`${SITE}/subscriptions\\?signin=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!match) throw new Error(`no sign-in link in:\n${mail.text}`);
    return match[1];
  };

  const signIn = async (token: string): Promise<{ cookie: string; body: SubscriberSessionDto; setCookie: string }> => {
    const response = await sut.http.post('/api/subscriptions/session').send({ token }).expect(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
    const value = setCookieValue(response.headers['set-cookie'], SUBSCRIBER_SESSION_COOKIE);
    if (!value) throw new Error('no subscriber session cookie');
    return { cookie: `${SUBSCRIBER_SESSION_COOKIE}=${value}`, body: response.body as SubscriberSessionDto, setCookie };
  };

  it('e-mails a one-time link that opens the dashboard, the conversation and the question box', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const plan = await activePlan('grace@example.com', 'Grace Hopper');

    const sent = await requestLink('grace@example.com').expect(202);
    expect(sent.body).toEqual({ message: SUBSCRIBER_ACCESS_MESSAGES.linkSent });
    const [mail] = await signInMails('grace@example.com');
    expect(mail.subject).toBe('Your sign-in link for Life Coaching');
    expect(mail.text).toContain('Hi Grace,');
    expect(mail.text).toContain(`works once, within ${SIGN_IN_LINK_MINUTES} minutes`);
    expect(mail.html).toContain('Open your dashboard');

    // Only a hash of the token is stored.
    const token = tokenFromMail(mail);
    const stored = await sut.app.get(DataSource).query<
      Array<{
        token_hash: string;
      }>
    >('SELECT token_hash FROM subscriber_sign_in_link');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    // Nor does it sit in the event that asked for the mail (issue 34): the event names the link row only.
    const events = await sut.app
      .get(DataSource)
      .query<Array<{ payload: unknown }>>(
        `SELECT payload FROM domain_event WHERE type = 'subscriber.sign_in_requested'`,
      );
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(token);

    const { cookie, body, setCookie } = await signIn(token);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(body.email).toBe('grace@example.com');
    expect(body.subscriptions.map((s) => s.id)).toEqual([plan.id]);

    const mine = await sut.http.get('/api/subscriptions/mine').set('Cookie', cookie).expect(200);
    expect((mine.body as SubscriberSessionDto).subscriptions[0]).toMatchObject({ id: plan.id, status: 'active' });
    await sut.http
      .post(`/api/subscriptions/${plan.id}/messages`)
      .set('Cookie', cookie)
      .send({ question: 'How do I prepare for Monday?' })
      .expect(201);
    const conversation = await sut.http.get(`/api/subscriptions/${plan.id}/messages`).set('Cookie', cookie).expect(200);
    expect(conversation.body).toEqual([expect.objectContaining({ customerMessage: 'How do I prepare for Monday?' })]);

    // Single use: the same link a second time opens nothing.
    const again = await sut.http.post('/api/subscriptions/session').send({ token }).expect(410);
    expect(again.body).toEqual({
      statusCode: 410,
      code: 'SIGN_IN_LINK_USED',
      message: SUBSCRIBER_ACCESS_MESSAGES.linkUsed,
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a link after its minutes are up, and a token that was never issued', async () => {
    setNow(sut, '2026-03-11T15:00:00.000Z');
    await activePlan('late@example.com');
    await requestLink('late@example.com').expect(202);
    const token = tokenFromMail((await signInMails('late@example.com'))[0]);

    setNow(sut, '2026-03-11T15:15:00.000Z');
    const expired = await sut.http.post('/api/subscriptions/session').send({ token }).expect(410);
    expect(expired.body).toEqual({
      statusCode: 410,
      code: 'SIGN_IN_LINK_EXPIRED',
      message: SUBSCRIBER_ACCESS_MESSAGES.linkExpired,
    });

    const unknown = await sut.http.post('/api/subscriptions/session').send({ token: 'made-up-token' }).expect(400);
    expect(unknown.body.message).toBe(SUBSCRIBER_ACCESS_MESSAGES.linkInvalid);
    const blank = await sut.http.post('/api/subscriptions/session').send({ token: '' }).expect(400);
    expect(blank.body.message).toBe(SUBSCRIBER_ACCESS_MESSAGES.tokenRequired);
  });

  it('answers an unknown address exactly like a subscriber, and only the mailbox learns there is no plan', async () => {
    setNow(sut, '2026-03-12T15:00:00.000Z');
    await activePlan('known@example.com');

    const known = await requestLink('known@example.com').expect(202);
    const unknown = await requestLink('nobody@example.com').expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // Both paths write a link row and an outbox row: the same work, nothing to time.
    const rows = await sut.app
      .get(DataSource)
      .query<unknown[]>(
        `SELECT email FROM subscriber_sign_in_link WHERE email IN ('known@example.com', 'nobody@example.com')`,
      );
    expect(rows).toHaveLength(2);

    const [note] = await signInMails('nobody@example.com');
    expect(note.subject).toBe('Your sign-in request at Life Coaching');
    expect(note.text).toContain('There is no subscription under this address.');
    expect(note.text).not.toContain('signin=');
  });

  it('sends at most three links per address per 15 minutes to one client, silently', async () => {
    setNow(sut, '2026-03-13T15:00:00.000Z');
    await activePlan('flood@example.com');
    for (let n = 0; n < SIGN_IN_LINKS_PER_ADDRESS + 2; n += 1) {
      const response = await requestLink('FLOOD@example.com').expect(202);
      expect(response.body).toEqual({ message: SUBSCRIBER_ACCESS_MESSAGES.linkSent });
    }
    expect(await signInMails('FLOOD@example.com')).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS);

    setNow(sut, '2026-03-13T15:16:00.000Z');
    await requestLink('flood@example.com').expect(202);
    expect(await signInMails('flood@example.com')).toHaveLength(1);
  });

  it("never lets a stranger's requests lock the owner out: the owner's own request still e-mails a working link (issue 28)", async () => {
    setNow(sut, '2026-03-13T16:00:00.000Z');
    const plan = await activePlan('owner28@example.com', 'Olive Owner');
    // The attacker uses up (and goes past) the cap for the owner's address, from the attacker's own address.
    for (let n = 0; n < SIGN_IN_LINKS_PER_ADDRESS + 2; n += 1) {
      const response = await requestLink('owner28@example.com', '203.0.113.66').expect(202);
      expect(response.body).toEqual({ message: SUBSCRIBER_ACCESS_MESSAGES.linkSent });
    }
    expect(await signInMails('owner28@example.com')).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS);

    // Minutes later, the owner asks from home: a new link arrives, and it opens the dashboard.
    setNow(sut, '2026-03-13T16:05:00.000Z');
    await requestLink('owner28@example.com', '198.51.100.20').expect(202);
    const mails = await signInMails('owner28@example.com');
    expect(mails).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS + 1);
    const { body } = await signIn(tokenFromMail(mails[mails.length - 1]));
    expect(body.subscriptions.map((s) => s.id)).toEqual([plan.id]);
    // The attacker's share stays used up: the mailbox is still not flooded from one client.
    await requestLink('owner28@example.com', '203.0.113.66').expect(202);
    expect(await signInMails('owner28@example.com')).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS + 1);
  });

  it('keeps every per-subscription route behind the session: 401 without one, 404 for another person', async () => {
    setNow(sut, '2026-03-14T15:00:00.000Z');
    const victim = await activePlan('victim@example.com', 'Vera Victim');
    await activePlan('intruder@example.com', 'Ian Intruder');
    await requestLink('intruder@example.com').expect(202);
    const { cookie } = await signIn(tokenFromMail((await signInMails('intruder@example.com'))[0]));

    // Knowing the e-mail opens nothing any more.
    await sut.http.get('/api/subscriptions').query({ email: 'victim@example.com' }).expect(401);
    await sut.http.get('/api/subscriptions').query({ email: 'victim@example.com' }).set('Cookie', cookie).expect(401);
    const forAdmin = await sut.http
      .get('/api/subscriptions')
      .query({ email: 'victim@example.com' })
      .set('Authorization', admin)
      .expect(200);
    expect((forAdmin.body as SubscriptionDto[]).map((s) => s.id)).toEqual([victim.id]);

    const routes = [
      () => sut.http.get(`/api/subscriptions/${victim.id}/messages`),
      () => sut.http.post(`/api/subscriptions/${victim.id}/messages`).send({ question: 'Hi?' }),
      () => sut.http.post(`/api/subscriptions/${victim.id}/video-requests`).send({ question: 'A video?' }),
    ];
    for (const route of routes) {
      const anonymous = await route().expect(401);
      expect(anonymous.body.message).toBe(SUBSCRIBER_ACCESS_MESSAGES.signInRequired);
      const other = await route().set('Cookie', cookie).expect(404);
      expect(other.body).toEqual({
        statusCode: 404,
        code: 'SUBSCRIPTION_NOT_FOUND',
        message: SUBSCRIPTION_MESSAGES.notFoundById,
      });
    }
    await sut.http.get('/api/subscriptions/mine').expect(401);
    await sut.http.get('/api/subscriptions/mine').set('Cookie', `${SUBSCRIBER_SESSION_COOKIE}=forged`).expect(401);

    // The victim's daily questions were not spent.
    const [row] = await sut.app.get(DataSource).query<
      Array<{
        questions_used_today: number;
      }>
    >('SELECT questions_used_today FROM subscription WHERE id = $1', [victim.id]);
    expect(row.questions_used_today).toBe(0);
  });

  it("starting a plan opens no session, whoever types the address: the address's plans stay behind its link", async () => {
    setNow(sut, '2026-03-15T15:00:00.000Z');
    const earlier = await activePlan('shared@example.com', 'Sam Shared');

    // Someone types the same address and starts the other plan, then the same one again.
    for (const planType of ['premium', 'premium', 'standard']) {
      const started = await sut.http
        .post('/api/subscriptions')
        .send(subscriptionForm({ customerEmail: 'shared@example.com', planType }))
        .expect(202);
      expect(started.headers['set-cookie']).toBeUndefined();
    }
    await sut.http.get(`/api/subscriptions/${earlier.id}/messages`).expect(401);
    await sut.http.get('/api/subscriptions/mine').expect(401);
  });

  it('signs out: the cookie is cleared and the session row is gone', async () => {
    setNow(sut, '2026-03-16T15:00:00.000Z');
    const plan = await activePlan('leaver@example.com');
    await requestLink('leaver@example.com').expect(202);
    const { cookie } = await signIn(tokenFromMail((await signInMails('leaver@example.com'))[0]));
    await sut.http.get(`/api/subscriptions/${plan.id}/messages`).set('Cookie', cookie).expect(200);

    const out = await sut.http.delete('/api/subscriptions/session').set('Cookie', cookie).expect(204);
    expect(out.headers['set-cookie']?.toString()).toMatch(/subscriber_session=; Path=\/; Max-Age=0/);
    await sut.http.get(`/api/subscriptions/${plan.id}/messages`).set('Cookie', cookie).expect(401);
    const rows = await sut.app
      .get(DataSource)
      .query<unknown[]>(
        `SELECT 1 FROM subscriber_session WHERE email = 'leaver@example.com' AND subscription_ids IS NULL`,
      );
    expect(rows).toHaveLength(0);
  });

  it('expires a session after 30 days by the clock', async () => {
    setNow(sut, '2026-03-17T15:00:00.000Z');
    await activePlan('month@example.com');
    await requestLink('month@example.com').expect(202);
    const { cookie } = await signIn(tokenFromMail((await signInMails('month@example.com'))[0]));
    setNow(sut, '2026-04-16T14:59:00.000Z');
    await sut.http.get('/api/subscriptions/mine').set('Cookie', cookie).expect(200);
    setNow(sut, '2026-04-16T15:00:00.000Z');
    await sut.http.get('/api/subscriptions/mine').set('Cookie', cookie).expect(401);
  });

  it('rejects a malformed address with 400 and the form message', async () => {
    const bad = await requestLink('not-an-email').expect(400);
    expect(bad.body.errors).toHaveProperty('email');
  });
});
