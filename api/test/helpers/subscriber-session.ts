import { SUBSCRIBER_SESSION_COOKIE } from '@app/contracts';
import type { Response } from 'supertest';
import { setCookieValue } from './admin-session';
import { outboxOf } from './outbox';
import type { TestApp } from './test-app';

/**
 * The `Cookie` header value of the subscriber session a response set (POST /api/subscriptions signs the creator in
 * for the new plan; POST /api/subscriptions/session for every plan of the address). Throws when none was set.
 */
export function subscriberCookie(response: Response): string {
  const value = setCookieValue(response.headers['set-cookie'], SUBSCRIBER_SESSION_COOKIE);
  if (!value) throw new Error(`no ${SUBSCRIBER_SESSION_COOKIE} cookie was set (status ${response.status})`);
  return `${SUBSCRIBER_SESSION_COOKIE}=${value}`;
}

/**
 * Signs in the way a subscriber does: asks for the link, reads it from the e-mail in the outbox, opens it. Returns the
 * `Cookie` header value of the session (every subscription of the address).
 */
export async function signInByLink(testApp: TestApp, email: string): Promise<string> {
  await testApp.http.post('/api/subscriptions/sign-in-links').send({ email }).expect(202);
  const mails = (await outboxOf(testApp)).filter((m) => m.type === 'subscriber-sign-in' && m.to === email);
  const match = /[?&]signin=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no sign-in link e-mailed to ${email}`);
  return subscriberCookie(await testApp.http.post('/api/subscriptions/session').send({ token: match[1] }).expect(200));
}

/**
 * The sessions a test's browsers hold, by subscription id: `remember` keeps the one a plan's creation opened and
 * returns the plan; `cookieFor` gives that session (or the latest one, for a plan signed into another way).
 */
export class SubscriberSessions {
  private readonly cookies = new Map<string, string>();

  remember = <T extends { id: string }>(response: Response): T => {
    const subscription = response.body as T;
    this.cookies.set(subscription.id, subscriberCookie(response));
    return subscription;
  };

  set(subscriptionId: string, cookie: string): void {
    this.cookies.set(subscriptionId, cookie);
  }

  cookieFor = (subscriptionId: string): string => this.cookies.get(subscriptionId) ?? this.latest();

  /** The session the latest plan (or sign-in) opened. */
  latest = (): string => [...this.cookies.values()].at(-1) ?? '';
}
