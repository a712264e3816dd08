import { SUBSCRIBER_SESSION_COOKIE, SUBSCRIBER_SIGNED_IN_COOKIE } from '@app/contracts';
import { DataSource } from 'typeorm';
import { NO_VIDEO_ROOM_MESSAGE } from '../src/modules/subscriptions/subscription-messages.service';
import { subscriptionForm } from './factories/people.factory';
import { adminCookieSession, type AdminCookieSession } from './helpers/admin-session';
import { onlyMail, outboxOf } from './helpers/outbox';
import { SubscriberSessions } from './helpers/subscriber-session';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 29 item 9: "cancel anytime", by the subscriber's own hand. Only the signed-in owner of a plan can cancel it
 * (the session the e-mailed link opened); it stops at once, both the subscriber and the coach are e-mailed, and the
 * plan's history says who did it.
 */
describe('a subscriber cancels their own plan (integration)', () => {
  const sessions = new SubscriberSessions();
  let sut: TestApp;
  let db: DataSource;
  let admin: AdminCookieSession;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
    admin = await adminCookieSession(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const activePlan = async (email: string, planType = 'premium') => {
    const plan = await sessions.start(sut, subscriptionForm({ customerEmail: email, planType }));
    await sut.http.post(`/api/coach/subscriptions/${plan.id}/mark-paid`).set(admin.writeHeaders).expect(200);
    return plan;
  };
  const sessionsCookie = (id: string) => sessions.cookieFor(id);
  const cancel = (id: string, cookie?: string) => {
    const call = sut.http.post(`/api/subscriptions/${id}/cancel`);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const statusOf = async (id: string): Promise<string> => {
    const rows: Array<{ status: string }> = await db.query(`SELECT status FROM subscription WHERE id = $1`, [id]);
    return rows[0].status;
  };

  it('cancels an active plan for the end of its paid term: still active until then, questions still open', async () => {
    const plan = await activePlan('quit@example.com');
    const cookie = sessionsCookie(plan.id);
    const response = await cancel(plan.id, cookie).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.subscriptions).toEqual([
      expect.objectContaining({ id: plan.id, status: 'active', endsAtTermEnd: true }),
    ]);
    expect(await statusOf(plan.id)).toBe('active');
    await sut.http
      .post(`/api/subscriptions/${plan.id}/messages`)
      .set('Cookie', cookie)
      .send({ question: 'Still there?' })
      .expect(201);
    const [history] = await db.query(
      `SELECT actor, action FROM subscription_history WHERE subscription_id = $1 AND action = 'cancelled'`,
      [plan.id],
    );
    expect(history).toEqual({ actor: 'subscriber', action: 'cancelled' });
    // The dashboard reads the same on the next visit.
    const mine = await sut.http.get('/api/subscriptions/mine').set('Cookie', cookie).expect(200);
    expect(mine.body.subscriptions[0]).toMatchObject({ status: 'active', endsAtTermEnd: true });
  });

  it('cancels a plan not yet paid for at once, and it takes no questions', async () => {
    const plan = await sessions.start(sut, subscriptionForm({ customerEmail: 'unpaid@example.com' }));
    const response = await cancel(plan.id, sessionsCookie(plan.id)).expect(200);
    expect(response.body.subscriptions[0]).toMatchObject({ id: plan.id, status: 'cancelled' });
    expect(response.body.subscriptions[0].endsAtTermEnd).toBeUndefined();
    expect(await statusOf(plan.id)).toBe('cancelled');
  });

  it('e-mails the subscriber (in their own words, not "the coach cancelled") and the coach', async () => {
    const plan = await activePlan('mailme@example.com', 'standard');
    await cancel(plan.id, sessions.cookieFor(plan.id)).expect(200);
    const mails = await outboxOf(sut);
    const toSubscriber = onlyMail(mails, 'subscription-cancelled', 'mailme@example.com');
    expect(toSubscriber.subject).toBe('Your Standard Coaching plan has been cancelled');
    expect(toSubscriber.text).toContain(
      'As you asked, we have cancelled your Standard Coaching plan. It stays active until',
    );
    expect(toSubscriber.text).toContain('It will not renew, and nothing more is due.');
    expect(toSubscriber.text).not.toMatch(/has cancelled your/);
    const toCoach = mails.filter(
      (m) => m.type === 'coach-subscription-cancelled' && m.replyTo === 'mailme@example.com',
    );
    expect(toCoach).toHaveLength(1);
    expect(toCoach[0].subject).toContain('Plan cancelled by the subscriber: Ada Lovelace, Standard Coaching');
    expect(toCoach[0].replyTo).toBe('mailme@example.com');
    expect(toCoach[0].text).toContain('then ends instead of renewing');
  });

  it('answers 409 the second time, and sends nothing more', async () => {
    const plan = await activePlan('twice@example.com');
    const cookie = sessions.cookieFor(plan.id);
    await cancel(plan.id, cookie).expect(200);
    const before = (await outboxOf(sut)).length;
    expect((await cancel(plan.id, cookie).expect(409)).body.code).toBe('SUBSCRIPTION_ALREADY_CANCELLED');
    expect((await outboxOf(sut)).length).toBe(before);
  });

  it("refuses without a session (401) and on another person's plan (404, as an unknown id), changing nothing", async () => {
    const mine = await activePlan('owner@example.com');
    const theirs = await activePlan('stranger@example.com');
    expect((await cancel(mine.id).expect(401)).body.code).toBe('SUBSCRIBER_SIGN_IN_REQUIRED');
    const foreign = await cancel(mine.id, sessions.cookieFor(theirs.id)).expect(404);
    expect(foreign.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
    await cancel('not-a-uuid', sessions.cookieFor(theirs.id)).expect(400);
    expect(await statusOf(mine.id)).toBe('active');
  });

  it('sets a script-readable "signed in" marker (no secret) beside the session cookie, and clears both on sign-out', async () => {
    await sessions.start(sut, subscriptionForm({ customerEmail: 'marker@example.com' }));
    await sut.http.post('/api/subscriptions/sign-in-links').send({ email: 'marker@example.com' }).expect(202);
    const mail = (await outboxOf(sut))
      .filter((m) => m.type === 'subscriber-sign-in' && m.to === 'marker@example.com')
      .at(-1);
    const token = /[?&]signin=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')![1];
    const opened = await sut.http.post('/api/subscriptions/session').send({ token }).expect(200);
    const set = opened.headers['set-cookie'] as unknown as string[];
    const marker = set.find((c) => c.startsWith(`${SUBSCRIBER_SIGNED_IN_COOKIE}=`))!;
    expect(marker).toMatch(new RegExp(`^${SUBSCRIBER_SIGNED_IN_COOKIE}=1; Path=/; Max-Age=\\d+; SameSite=Lax`));
    expect(marker).not.toMatch(/HttpOnly/);
    const session = set.find((c) => c.startsWith(`${SUBSCRIBER_SESSION_COOKIE}=`))!;
    expect(session).toMatch(/HttpOnly/);
    const out = await sut.http.delete('/api/subscriptions/session').set('Cookie', session.split(';')[0]).expect(204);
    const cleared = out.headers['set-cookie'] as unknown as string[];
    expect(cleared.find((c) => c.startsWith(`${SUBSCRIBER_SIGNED_IN_COOKIE}=`))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith(`${SUBSCRIBER_SESSION_COOKIE}=`))).toMatch(/Max-Age=0/);
  });

  it('refuses a cross-site cancel (a form on another site), changing nothing', async () => {
    const plan = await activePlan('csrf-sub@example.com');
    await cancel(plan.id, sessions.cookieFor(plan.id)).set('Origin', 'https://evil.example').expect(403);
    expect(await statusOf(plan.id)).toBe('active');
  });
});

describe('Premium video requests without a meeting room (integration)', () => {
  const sessions = new SubscriberSessions();
  let sut: TestApp;
  let admin: AdminCookieSession;

  beforeAll(async () => {
    sut = await startTestApp({
      BRAND_COACHING_MEETING_ZOOM_URL: '',
      BRAND_COACHING_MEETING_MEET_URL: '',
      BRAND_COACHING_MEETING_TEAMS_URL: '',
    });
    admin = await adminCookieSession(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('answers 400 with a clear message and spends no video session; questions still work', async () => {
    const plan = await sessions.start(
      sut,
      subscriptionForm({ customerEmail: 'novideo@example.com', planType: 'premium' }),
    );
    await sut.http.post(`/api/coach/subscriptions/${plan.id}/mark-paid`).set(admin.writeHeaders).expect(200);
    const cookie = sessions.cookieFor(plan.id);
    const refused = await sut.http
      .post(`/api/subscriptions/${plan.id}/video-requests`)
      .set('Cookie', cookie)
      .send({ question: 'A video on my plan, please' })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'VIDEO_PLATFORM_UNAVAILABLE', message: NO_VIDEO_ROOM_MESSAGE });
    const mine = await sut.http.get('/api/subscriptions/mine').set('Cookie', cookie).expect(200);
    expect(mine.body.subscriptions[0].videosThisMonth).toBe(0);
    await sut.http
      .post(`/api/subscriptions/${plan.id}/messages`)
      .set('Cookie', cookie)
      .send({ question: 'A written question instead' })
      .expect(201);
  });

  it('promises no video session in the plan e-mails', async () => {
    const plan = await sessions.start(
      sut,
      subscriptionForm({ customerEmail: 'nopromise@example.com', planType: 'premium' }),
    );
    await sut.http.post(`/api/coach/subscriptions/${plan.id}/mark-paid`).set(admin.writeHeaders).expect(200);
    const mails = (await outboxOf(sut)).filter((m) => m.to === 'nopromise@example.com');
    const reserved = onlyMail(mails, 'subscription-confirmation', 'nopromise@example.com');
    const active = onlyMail(mails, 'subscription-activated', 'nopromise@example.com');
    for (const mail of [reserved, active]) {
      expect(mail.text).toContain('3 chat questions per day');
      expect(mail.text).not.toMatch(/video/i);
    }
  });
});
