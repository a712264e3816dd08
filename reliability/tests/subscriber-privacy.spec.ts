import { expect, test } from '@playwright/test';
import { api, clientIp, type ApiAnswer } from '../support/http';
import { activePlan, openSignInLink, plansOf, signInTokensMailedTo, startPlan } from '../support/subscribers';

/**
 * Issue 28 items 1–3, tried as an attacker would against the running site: starting a plan with someone's address
 * must not tell whether (or what) they subscribe to, must not rewrite their plan, and asking for their sign-in
 * links must not lock them out.
 */

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Status, body and headers, without what differs between any two requests (the time, the rate-limit budget). */
function answerOf(res: ApiAnswer<unknown>) {
  const headers = Object.fromEntries(
    [...res.headers.entries()].filter(([name]) => name !== 'date' && !/^x-ratelimit-(remaining|reset)/.test(name)),
  );
  return { status: res.status, body: res.body, headers };
}

test('starting a plan answers an unknown, a pending and an active address alike: status, body and headers', async () => {
  const pending = `enum-pending-${stamp()}@example.com`;
  const active = `enum-active-${stamp()}@example.com`;
  expect((await startPlan(pending)).status).toBe(202);
  await activePlan(active);

  const probe = (email: string) => startPlan(email, { customerName: 'Eve Prober' });
  const answers = {
    unknown: answerOf(await probe(`enum-nobody-${stamp()}@example.com`)),
    pending: answerOf(await probe(pending)),
    active: answerOf(await probe(active)),
  };
  expect(answers.unknown.status).toBe(202);
  expect(answers.unknown.headers).not.toHaveProperty('set-cookie');
  expect(answers.pending).toEqual(answers.unknown);
  expect(answers.active).toEqual(answers.unknown);
  // Nothing was created for the addresses that had the plan: still one each.
  expect(await plansOf(pending)).toHaveLength(1);
  expect(await plansOf(active)).toHaveLength(1);
});

test("starting a plan with someone's address never rewrites their plan", async () => {
  const victim = `overwrite-${stamp()}@example.com`;
  expect(
    (await startPlan(victim, { customerName: 'Vera Victim', customerPhone: '555-0101', paymentMethod: 'zelle' }))
      .status,
  ).toBe(202);
  const [before] = await plansOf(victim);

  for (const paymentMethod of ['venmo', 'credit-card', 'pending']) {
    const res = await startPlan(victim, { customerName: 'Mallory Attacker', customerPhone: '555-0666', paymentMethod });
    expect(res.status).toBe(202);
  }
  expect(await plansOf(victim)).toEqual([before]);
  expect(before).toMatchObject({ customerName: 'Vera Victim', customerPhone: '555-0101', paymentMethod: 'zelle' });
});

test("a stranger's sign-in link requests never stop the owner's own request from delivering a working link", async () => {
  const owner = `lockout-${stamp()}@example.com`;
  const plan = await activePlan(owner);
  const attacker = clientIp();
  const ask = (ip: string) => api('/api/subscriptions/sign-in-links', { method: 'POST', ip, json: { email: owner } });

  // The attacker asks again and again (and starts the owner's plan again, which mails a link too).
  for (let n = 0; n < 5; n += 1) expect((await ask(attacker)).status).toBe(202);
  expect((await startPlan(owner, {}, attacker)).status).toBe(202);
  const afterAttack = await signInTokensMailedTo(owner);
  // The attacker's share is capped (the mailbox is not flooded from one client).
  expect(afterAttack.length).toBeLessThanOrEqual(3);

  // The owner asks from their own connection: a new link arrives, and it opens their dashboard.
  expect((await ask(clientIp())).status).toBe(202);
  await expect.poll(async () => (await signInTokensMailedTo(owner)).length).toBe(afterAttack.length + 1);
  const latest = (await signInTokensMailedTo(owner)).at(-1)!;
  const cookie = await openSignInLink(latest);
  expect(cookie, "the owner's link works").toBeTruthy();
  const mine = await api<{ subscriptions: Array<{ id: string }> }>('/api/subscriptions/mine', {
    headers: { cookie: cookie! },
  });
  expect(mine.status).toBe(200);
  expect(mine.body.subscriptions.map((s) => s.id)).toEqual([plan.id]);
});
