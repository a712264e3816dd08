import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { dumpAllRows, withDb } from '../support/db';
import { ADMIN_PASSWORD, BASE_URL, REPO_ROOT, SERVER_LOG } from '../support/env';
import { adminToken, api, bearer, clientIp } from '../support/http';
import { documentedEndpoints, fillPath } from '../support/openapi';
import { openSignInLink, plansOf, signInTokensMailedTo, startPlan } from '../support/subscribers';

const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

test('every admin endpoint answers 401 without credentials, or with forged ones', async () => {
  const admin = (await documentedEndpoints()).filter((e) => e.admin);
  expect(admin.length).toBeGreaterThan(10);
  const forged: Array<Record<string, string>> = [
    {},
    { authorization: 'Bearer forged-token' },
    { cookie: 'admin_session=forged' },
  ];
  for (const endpoint of admin) {
    const url = fillPath(
      endpoint.path,
      Object.fromEntries(
        endpoint.pathParams.map((p) => [p, p === 'date' ? '2030-01-01' : '00000000-0000-4000-8000-000000000000']),
      ),
    );
    for (const headers of forged) {
      const res = await api(url, { method: endpoint.method, headers, ...(endpoint.hasBody ? { json: {} } : {}) });
      expect.soft(res.status, `${endpoint.method} ${url} with ${JSON.stringify(headers)}`).toBe(401);
    }
  }
});

test("the subscription lookup never returns another e-mail's subscriptions", async () => {
  const create = (email: string, name: string) =>
    api('/api/subscriptions', {
      method: 'POST',
      json: { customerName: name, customerEmail: email, planType: 'standard', paymentMethod: 'venmo' },
    });
  const alice = `alice-${Date.now()}@example.com`;
  const bob = `bob-${Date.now()}@example.com`;
  expect((await create(alice, 'Alice Example')).status).toBe(202);
  expect((await create(bob, 'Bob Example')).status).toBe(202);

  // Anonymous visitors cannot look an e-mail up at all (they get a sign-in link e-mailed instead).
  const anonymous = await api(`/api/subscriptions?email=${encodeURIComponent(alice)}`);
  expect(anonymous.status).toBe(401);
  expect(Array.isArray(anonymous.body)).toBe(false);
  // The admin's e-mail filter returns that address's subscriptions only, whatever the pattern.
  const admin = bearer(await adminToken());
  const lookup = (email: string) =>
    api<Array<{ customerEmail: string }>>(`/api/subscriptions?email=${encodeURIComponent(email)}`, { headers: admin });
  const own = await lookup(alice);
  expect(own.status).toBe(200);
  expect(own.body.length).toBeGreaterThan(0);
  expect(own.body.every((s) => s.customerEmail.toLowerCase() === alice)).toBe(true);

  for (const probe of [
    '%',
    '*',
    '%@example.com',
    `${alice.slice(0, 5)}%`,
    "' OR '1'='1",
    alice.toUpperCase(),
    ` ${bob.slice(1)}`,
    `${alice},${bob}`,
  ]) {
    const res = await lookup(probe);
    expect(res.status, probe).toBeLessThan(500);
    const found = Array.isArray(res.body) ? res.body.map((s) => s.customerEmail.toLowerCase()) : [];
    expect(
      found.filter((e) => e !== probe.trim().toLowerCase()),
      `lookup "${probe}" leaks`,
    ).toEqual([]);
  }
  const all = await api('/api/subscriptions');
  expect([400, 401], 'the unfiltered list needs the admin').toContain(all.status);
  expect(Array.isArray(all.body)).toBe(false);
});

/** A Luhn-valid card number nobody else will have typed, so finding it anywhere means we stored it. */
function uniqueCardNumber(): string {
  const digits = `4${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`
    .split('')
    .map(Number);
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
  for (const [where, text] of [
    ['database dump', dump],
    ['server log', log],
  ] as const) {
    expect(text.includes(number), `full number in the ${where}`).toBe(false);
    expect(text.includes(grouped), `grouped number in the ${where}`).toBe(false);
    expect(text.includes(number.slice(0, 12)), `first 12 digits in the ${where}`).toBe(false);
  }
});

test('security headers: a CSP that lets Module Federation load, HSTS in production, no X-Powered-By', async ({
  page,
}) => {
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
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  for (const [route, heading] of [
    ['/', 'Professional Life Coaching Services'],
    ['/lunar-light', 'Lunar Light'],
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      route,
    ).toEqual([]);
  }
});

test('rate limits answer 429 with a clear message', async () => {
  const ip = clientIp();
  const contact = {
    name: 'Rate Limit',
    email: 'rate@example.com',
    subject: 'Rate limit check',
    message: 'Checking the contact rate limit.',
  };
  const responses = [];
  for (let i = 0; i < 8; i++)
    responses.push(await api<{ message: string }>('/api/contact', { method: 'POST', json: contact, ip }));
  const statuses = responses.map((r) => r.status);
  const last = responses[responses.length - 1];
  expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
  expect(last.body).toMatchObject({ statusCode: 429, message: RATE_LIMIT_MESSAGE });
  // The standard header, in whole seconds, within the one-minute window (besides the throttler's own per-name one).
  const retryAfter = last.headers.get('retry-after');
  expect(retryAfter, 'Retry-After on a 429').toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  // Another client is not affected.
  expect((await api('/api/contact', { method: 'POST', json: contact })).status).toBe(201);

  // The admin sign-in is paced, not locked (issue 28): past 5 wrong passwords from an address, each attempt waits its
  // turn (one check per 2 s), the right password still gets in from that address, and only a flood's overflow (a
  // line longer than 10 s) is answered 429 at once.
  const signInIp = clientIp();
  const signIn = (password: string) => api('/api/auth/sign-in', { method: 'POST', json: { password }, ip: signInIp });
  const signIns: number[] = [];
  for (let i = 0; i < 5; i++) signIns.push((await signIn(`wrong-${i}`)).status);
  expect(signIns).toEqual([401, 401, 401, 401, 401]);
  const paced = Date.now();
  expect((await signIn('wrong-5')).status).toBe(401);
  expect((await signIn('wrong-6')).status).toBe(401);
  expect(Date.now() - paced, 'two paced attempts take a turn each').toBeGreaterThanOrEqual(1_900);
  expect((await signIn(ADMIN_PASSWORD)).status, "the right password from the guesser's address").toBe(200);
  const flood = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(`flood-${i}`)));
  const refused = flood.filter((r) => r.status === 429);
  expect(refused.length, 'a flood overflows the line').toBeGreaterThan(0);
  expect(flood.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
});

test('npm audit --omit=dev has no high or critical finding (when the registry answers audits)', async () => {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const report = JSON.parse(run.stdout || '{}') as {
    metadata?: { vulnerabilities?: Record<string, number> };
    message?: string;
    error?: { summary?: string };
  };
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    // The registry mirror this project installs from refuses the audit endpoint (405); recorded, not hidden.
    const reason =
      report.message ??
      report.error?.summary ??
      run.stderr.split('\n').find((l) => /audit|error/i.test(l)) ??
      'no report';
    test.info().annotations.push({ type: 'npm audit unavailable', description: reason });
    console.log(`npm audit could not run against this registry: ${reason}`);
    expect(reason).toMatch(/405|audit endpoint|Method Not Allowed|ENOAUDIT|404/);
    return;
  }
  expect({ high: counts.high ?? 0, critical: counts.critical ?? 0 }).toEqual({ high: 0, critical: 0 });
});

/** A page on another port of the same host: "same-site" to the browser, so the admin's SameSite=Lax cookie goes along. */
async function attackerSite(pages: Record<string, string>): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? ''];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('CSRF: pages of another origin cannot make a signed-in admin browser write; our own pages can', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  // A real sign-in through the console's form: the browser holds the httpOnly session cookie and the CSRF cookie.
  await page.goto('/admin/sign-in?next=%2Ftesting-admin');
  await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/testing-admin$/);
  const cookies = await context.cookies(BASE_URL);
  expect(cookies.find((c) => c.name === 'admin_session')?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === 'csrf_token')?.sameSite).toBe('Strict');

  const tag = Date.now().toString(36);
  const target = `${BASE_URL}/api/testing-users`;
  const emails = {
    form: `csrf-form-${tag}@example.com`,
    plain: `csrf-plain-${tag}@example.com`,
    fetch: `csrf-fetch-${tag}@example.com`,
    cors: `csrf-cors-${tag}@example.com`,
  };
  const tester = (email: string) => ({
    email,
    name: 'Evil Admin',
    phone: '',
    accessLevel: 'admin',
    status: 'active',
    notes: '',
  });
  const inputs = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `<input name="${k}" value="${v}">`)
      .join('');
  // enctype=text/plain with a crafted name/value pair is the classic way of posting JSON from a form.
  const plainJson = JSON.stringify(tester(emails.plain)).slice(0, -1) + ',"x":"';
  const attacker = await attackerSite({
    '/form': `<form method="post" action="${target}">${inputs(tester(emails.form))}</form><script>document.forms[0].submit()</script>`,
    '/plain': `<form method="post" enctype="text/plain" action="${target}"><input name='${plainJson}' value='"}'></form><script>document.forms[0].submit()</script>`,
    '/fetch': `<script>
      fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(JSON.stringify(tester(emails.fetch)))} })
        .then(() => { document.title = 'sent'; }, () => { document.title = 'failed'; });
    </script>`,
    '/cors': `<script>
      fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(tester(emails.cors)))} })
        .then((r) => { document.title = 'answered ' + r.status; }, () => { document.title = 'blocked'; });
    </script>`,
  });
  try {
    // The forms navigate to the API's answer; the browser sends the admin's cookies along (same-site).
    for (const path of ['/form', '/plain']) {
      const answered = page.waitForResponse((r) => r.url() === target && r.request().method() === 'POST');
      await page.goto(`${attacker.origin}${path}`);
      const response = await answered;
      expect(response.status(), `${path}: refused`).toBe(403);
      const sent = await response.request().allHeaders();
      expect(sent['origin'], `${path}: the browser named the attacker's origin`).toBe(attacker.origin);
      expect(sent['cookie'], `${path}: the admin's session cookie went along`).toContain('admin_session=');
      expect(await page.textContent('body')).toContain('Cross-site request refused');
    }
    // A no-cors fetch is sent with the cookies (its answer is opaque to the page, or blocked by our
    // Cross-Origin-Resource-Policy): only the database can tell it changed nothing.
    const sentFetch = page.waitForRequest((r) => r.url() === target && r.method() === 'POST');
    await page.goto(`${attacker.origin}/fetch`);
    await sentFetch;
    await expect(page).toHaveTitle(/^(sent|failed)$/);
    // A JSON fetch needs a CORS preflight, which the API refuses for a foreign origin: the POST is never sent.
    await page.goto(`${attacker.origin}/cors`);
    await expect(page).toHaveTitle(/blocked|answered 403/);

    const created = await withDb((db) =>
      db.query('SELECT email FROM testing_user WHERE email = ANY($1)', [Object.values(emails)]),
    );
    expect(created.rows, 'no tester was created').toEqual([]);

    // Control: the same browser, on our own page, with the CSRF header our client sends: accepted; without it: 403.
    await page.goto('/testing-admin');
    const own = await page.evaluate(async (email) => {
      const token = /(?:^|; )csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const body = JSON.stringify({
        email,
        name: 'Own Page',
        phone: '',
        accessLevel: 'basic',
        status: 'pending',
        notes: '',
      });
      const post = (headers: Record<string, string>) =>
        fetch('/api/testing-users', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        }).then((r) => r.status);
      return { withoutToken: await post({}), withToken: await post({ 'x-csrf-token': token }) };
    }, `csrf-own-${tag}@example.com`);
    expect(own).toEqual({ withoutToken: 403, withToken: 201 });
  } finally {
    await attacker.close();
    await context.close();
  }
});

test("the chat socket opens only from the site's own pages, even with the admin's cookie (no cross-site WebSocket hijacking)", async () => {
  const signIn = await fetch(`${BASE_URL}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('admin_session=');

  const handshake = (origin: string) =>
    new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${BASE_URL.replace(/^http/, 'ws')}/ws`, {
        headers: { origin, cookie, 'x-forwarded-for': clientIp() },
      });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.once('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
    });
  const foreign = new URL(BASE_URL);
  foreign.port = String(Number(foreign.port || 80) + 1000);
  expect(await handshake(foreign.origin)).toBe(403);
  expect(await handshake('https://evil.example')).toBe(403);
  expect(await handshake(new URL(BASE_URL).origin)).toBe(101);
});

test("a subscriber's conversation needs the session their sign-in opened; typing the e-mail opens nothing", async () => {
  const victim = `victim-${Date.now()}@example.com`;
  const created = await startPlan(victim);
  // Starting a plan opens no session (issue 28): its answer is the same whatever the address has.
  expect(created.status).toBe(202);
  expect(created.headers.getSetCookie()).toEqual([]);
  const [{ id }] = await plansOf(victim);

  // Anonymous: no conversation, no question spent.
  expect((await api(`/api/subscriptions/${id}/messages`)).status).toBe(401);
  expect(
    (
      await api(`/api/subscriptions/${id}/messages`, {
        method: 'POST',
        json: { message: 'Hello?', messageType: 'question' },
      })
    ).status,
  ).toBe(401);
  // Someone with a session of their own (their own plan, signed in by its link) cannot reach it: as if it did not exist.
  const attacker = `attacker-${Date.now()}@example.com`;
  expect((await startPlan(attacker)).status).toBe(202);
  const link = (email: string) => api('/api/subscriptions/sign-in-links', { method: 'POST', json: { email } });
  expect((await link(attacker)).status).toBe(202);
  const attackerSession = await openSignInLink((await signInTokensMailedTo(attacker)).at(-1)!);
  expect(attackerSession).toBeTruthy();
  expect((await api(`/api/subscriptions/${id}/messages`, { headers: { cookie: attackerSession! } })).status).toBe(404);
  // Asking for a sign-in link answers the same whether or not the address has a plan.
  const [known, unknown] = await Promise.all([link(victim), link(`nobody-${Date.now()}@example.com`)]);
  expect([known.status, unknown.status]).toEqual([202, 202]);
  expect(known.text).toBe(unknown.text);
  // The victim's own session, from the link in the victim's mailbox, works.
  const victimSession = await openSignInLink((await signInTokensMailedTo(victim)).at(-1)!);
  expect((await api(`/api/subscriptions/${id}/messages`, { headers: { cookie: victimSession! } })).status).toBe(200);
});
