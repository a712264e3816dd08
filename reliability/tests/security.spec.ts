import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { dumpAllRows, withDb } from '../support/db';
import { REPO_ROOT, SERVER_LOG } from '../support/env';
import { api, clientIp } from '../support/http';
import { documentedEndpoints, fillPath } from '../support/openapi';

const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

test('every admin endpoint answers 401 without credentials, or with forged ones', async () => {
  const admin = (await documentedEndpoints()).filter((e) => e.admin);
  expect(admin.length).toBeGreaterThan(10);
  const forged: Array<Record<string, string>> = [{}, { authorization: 'Bearer forged-token' }, { cookie: 'admin_session=forged' }];
  for (const endpoint of admin) {
    const url = fillPath(endpoint.path, Object.fromEntries(endpoint.pathParams.map((p) => [p, p === 'date' ? '2030-01-01' : '00000000-0000-4000-8000-000000000000'])));
    for (const headers of forged) {
      const res = await api(url, { method: endpoint.method, headers, ...(endpoint.hasBody ? { json: {} } : {}) });
      expect.soft(res.status, `${endpoint.method} ${url} with ${JSON.stringify(headers)}`).toBe(401);
    }
  }
});

test("the subscription lookup never returns another e-mail's subscriptions", async () => {
  const create = (email: string, name: string) =>
    api('/api/subscriptions', { method: 'POST', json: { customerName: name, customerEmail: email, planType: 'standard', paymentMethod: 'venmo' } });
  const alice = `alice-${Date.now()}@example.com`;
  const bob = `bob-${Date.now()}@example.com`;
  expect((await create(alice, 'Alice Example')).status).toBe(201);
  expect((await create(bob, 'Bob Example')).status).toBe(201);

  const lookup = (email: string) => api<Array<{ customerEmail: string }>>(`/api/subscriptions?email=${encodeURIComponent(email)}`);
  const own = await lookup(alice);
  expect(own.status).toBe(200);
  expect(own.body.length).toBeGreaterThan(0);
  expect(own.body.every((s) => s.customerEmail.toLowerCase() === alice)).toBe(true);

  for (const probe of ['%', '*', '%@example.com', `${alice.slice(0, 5)}%`, "' OR '1'='1", alice.toUpperCase(), ` ${bob.slice(1)}`, `${alice},${bob}`]) {
    const res = await lookup(probe);
    expect(res.status, probe).toBeLessThan(500);
    const found = Array.isArray(res.body) ? res.body.map((s) => s.customerEmail.toLowerCase()) : [];
    expect(found.filter((e) => e !== probe.trim().toLowerCase()), `lookup "${probe}" leaks`).toEqual([]);
  }
  const all = await api('/api/subscriptions');
  expect([400, 401], 'the unfiltered list needs the admin').toContain(all.status);
  expect(Array.isArray(all.body)).toBe(false);
});

/** A Luhn-valid card number nobody else will have typed, so finding it anywhere means we stored it. */
function uniqueCardNumber(): string {
  const digits = `4${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`.split('').map(Number);
  const sum = digits
    .slice()
    .reverse()
    .reduce((acc, d, i) => acc + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

test('a card number sent through /api/square-payment appears nowhere in a database dump or the logs', async () => {
  const number = uniqueCardNumber();
  const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
  const res = await api<{ success: boolean }>('/api/square-payment', {
    method: 'POST',
    json: {
      serviceId: 'general',
      serviceName: 'General Payment',
      amount: 25,
      customer: { email: 'card-holder@example.com', firstName: 'Card', lastName: 'Holder' },
      card: { number: grouped, expiryMonth: '12', expiryYear: '39', cvv: '737', billingZip: '10001' },
    },
  });
  expect([200, 201, 402], res.text).toContain(res.status);
  const dump = await withDb(dumpAllRows);
  expect(dump.length).toBeGreaterThan(1000);
  expect(dump.includes('card-holder@example.com'), 'the payment itself was stored').toBe(true);
  const log = fs.readFileSync(SERVER_LOG, 'utf8');
  expect(log.length, 'the server log is being written').toBeGreaterThan(0);
  for (const [where, text] of [['database dump', dump], ['server log', log]] as const) {
    expect(text.includes(number), `full number in the ${where}`).toBe(false);
    expect(text.includes(grouped), `grouped number in the ${where}`).toBe(false);
    expect(text.includes(number.slice(0, 12)), `first 12 digits in the ${where}`).toBe(false);
  }
});

test('security headers: a CSP that lets Module Federation load, HSTS in production, no X-Powered-By', async ({ page }) => {
  for (const url of ['/', '/lunar-light', '/api/health', '/mfe/mfe_coaching/mf-manifest.json']) {
    const res = await api(url);
    expect(res.headers.get('x-powered-by'), url).toBeNull();
    expect(res.headers.get('strict-transport-security'), url).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
  }
  const csp = (await api('/')).headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp).toMatch(/frame-ancestors 'self'|frame-ancestors 'none'/);

  await page.addInitScript(() => {
    (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const [route, heading] of [['/', 'Professional Life Coaching Services'], ['/lunar-light', 'Lunar Light']]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), route).toEqual([]);
  }
});

test('rate limits answer 429 with a clear message', async () => {
  const ip = clientIp();
  const contact = { name: 'Rate Limit', email: 'rate@example.com', subject: 'Rate limit check', message: 'Checking the contact rate limit.' };
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 8; i++) {
    last = await api<{ message: string }>('/api/contact', { method: 'POST', json: contact, ip });
    statuses.push(last.status);
  }
  expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
  expect(last!.body).toMatchObject({ statusCode: 429, message: RATE_LIMIT_MESSAGE });
  // Another client is not affected.
  expect((await api('/api/contact', { method: 'POST', json: contact })).status).toBe(201);

  const signInIp = clientIp();
  const signIns: number[] = [];
  for (let i = 0; i < 7; i++) signIns.push((await api('/api/auth/sign-in', { method: 'POST', json: { password: `wrong-${i}` }, ip: signInIp })).status);
  expect(signIns.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(signIns.slice(5)).toEqual([429, 429]);
});

test('npm audit --omit=dev has no high or critical finding (when the registry answers audits)', async () => {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
  const report = JSON.parse(run.stdout || '{}') as { metadata?: { vulnerabilities?: Record<string, number> }; message?: string; error?: { summary?: string } };
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    // The registry mirror this project installs from refuses the audit endpoint (405); recorded, not hidden.
    const reason = report.message ?? report.error?.summary ?? run.stderr.split('\n').find((l) => /audit|error/i.test(l)) ?? 'no report';
    test.info().annotations.push({ type: 'npm audit unavailable', description: reason });
    console.log(`npm audit could not run against this registry: ${reason}`);
    expect(reason).toMatch(/405|audit endpoint|Method Not Allowed|ENOAUDIT|404/);
    return;
  }
  expect({ high: counts.high ?? 0, critical: counts.critical ?? 0 }).toEqual({ high: 0, critical: 0 });
});
