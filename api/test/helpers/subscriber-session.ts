import { SUBSCRIBER_SESSION_COOKIE, SUBSCRIPTION_START_MESSAGES, type SubscriptionDto } from '@app/contracts';
import type { Response } from 'supertest';
import { SubscriptionsService } from '../../src/modules/subscriptions/subscriptions.service';
import { setCookieValue } from './admin-session';
import { outboxOf } from './outbox';
import type { TestApp } from './test-app';

/**
 * The `Cookie` header value of the subscriber session a response set (POST /api/subscriptions/session, for every
 * plan of the address). Throws when none was set.
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
  const mails = (await outboxOf(testApp)).filter(
    (m) => m.type === 'subscriber-sign-in' && m.to.toLowerCase() === email.toLowerCase(),
  );
  const match = /[?&]signin=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no sign-in link e-mailed to ${email}`);
  return subscriberCookie(await testApp.http.post('/api/subscriptions/session').send({ token: match[1] }).expect(200));
}

/**
 * Starts a plan the way the page does: 202 with the same words whatever the address has (issue 28), so the plan it
 * made is read where only a test can, from the service: the address's newest plan of that kind.
 */
export async function startPlan(testApp: TestApp, form: Record<string, unknown>): Promise<SubscriptionDto> {
  const response = await testApp.http.post('/api/subscriptions').send(form).expect(202);
  expect(response.body).toEqual({ message: SUBSCRIPTION_START_MESSAGES.accepted });
  const plans = await testApp.app.get(SubscriptionsService).listForEmail(String(form.customerEmail));
  const plan = plans.find((p) => p.planType === form.planType);
  if (!plan) throw new Error(`no ${String(form.planType)} plan for ${String(form.customerEmail)}`);
  return plan;
}

/**
 * The sessions a test's browsers hold, by subscription id: `start` starts a plan and signs in to its address by the
 * e-mailed link (once per address: that session sees every plan of it); `cookieFor` gives a plan's session (or the
 * latest one, for a plan signed into another way).
 */
export class SubscriberSessions {
  private readonly cookies = new Map<string, string>();
  private readonly byAddress = new Map<string, string>();

  start = async (testApp: TestApp, form: Record<string, unknown>): Promise<SubscriptionDto> => {
    const plan = await startPlan(testApp, form);
    const address = plan.customerEmail.toLowerCase();
    const cookie = this.byAddress.get(address) ?? (await signInByLink(testApp, plan.customerEmail));
    this.byAddress.set(address, cookie);
    this.cookies.set(plan.id, cookie);
    return plan;
  };

  set(subscriptionId: string, cookie: string): void {
    this.cookies.set(subscriptionId, cookie);
  }

  cookieFor = (subscriptionId: string): string => this.cookies.get(subscriptionId) ?? this.latest();

  /** The session the latest plan (or sign-in) opened. */
  latest = (): string => [...this.cookies.values()].at(-1) ?? '';
}
