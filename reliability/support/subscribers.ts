import { expect } from '@playwright/test';
import { withDb } from './db';
import { adminToken, api, bearer, clientIp, type ApiAnswer } from './http';

export interface StoredPlan {
  id: string;
  status: string;
  customerName: string;
  customerPhone: string | null;
  paymentMethod: string | null;
}

/** POST /api/subscriptions from a client address (a fresh one unless given), as the plan form sends it. */
export function startPlan(
  email: string,
  overrides: Record<string, unknown> = {},
  ip = clientIp(),
): Promise<ApiAnswer<unknown>> {
  return api('/api/subscriptions', {
    method: 'POST',
    ip,
    json: {
      customerName: 'Sam Subscriber',
      customerEmail: email,
      planType: 'premium',
      paymentMethod: 'venmo',
      ...overrides,
    },
  });
}

/** An address's plans as the coach reads them (the only reply that names them), newest first. */
export async function plansOf(email: string): Promise<StoredPlan[]> {
  const res = await api<StoredPlan[]>(`/api/subscriptions?email=${encodeURIComponent(email)}`, {
    headers: bearer(await adminToken()),
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** A plan for `email` the coach has marked paid. */
export async function activePlan(email: string): Promise<StoredPlan> {
  expect((await startPlan(email)).status).toBe(202);
  const [plan] = await plansOf(email);
  const paid = await api(`/api/coach/subscriptions/${plan.id}/mark-paid`, {
    method: 'POST',
    headers: bearer(await adminToken()),
  });
  expect(paid.status, paid.text).toBe(200);
  return { ...plan, status: 'active' };
}

/** The text of every part of a raw MIME message, decoded (quoted-printable or base64 would hide a link from a search). */
function decodedText(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+/)
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
      return body;
    })
    .join('\n');
}

/**
 * Mail is written by the event dispatcher just after the request commits (issue 34: the sign-in mail too), so a
 * request's 202 comes before its e-mail. Waits until every event not yet tried has been handled once.
 */
async function mailSettled(): Promise<void> {
  const untried = () =>
    withDb(async (db) => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM domain_event WHERE status = 'pending' AND attempts = 0`,
      );
      return rows[0].n;
    });
  await expect.poll(untried, { timeout: 15_000 }).toBe(0);
}

/**
 * Every one-time sign-in token e-mailed to an address so far, oldest first, read from the outbox's raw messages once
 * the requests made before have written their e-mails.
 */
export async function signInTokensMailedTo(email: string): Promise<string[]> {
  await mailSettled();
  return withDb(async (db) => {
    const { rows } = await db.query<{ raw: Buffer }>(
      `SELECT raw FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id`,
      [email],
    );
    return rows.flatMap(({ raw }) => {
      const token = /[?&]signin=([A-Za-z0-9_-]+)/.exec(decodedText(raw.toString('utf8')))?.[1];
      return token ? [token] : [];
    });
  });
}

/** Opens a sign-in link: the `Cookie` header of the session it opens, or null when the link does not work. */
export async function openSignInLink(token: string): Promise<string | null> {
  const res = await api('/api/subscriptions/session', { method: 'POST', json: { token } });
  if (res.status !== 200) return null;
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
