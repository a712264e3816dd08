import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { Client } from 'pg';
import { nginxBinary, renderTemplate, startCluster, type Cluster } from '../../scripts/cluster/cluster.cjs';
import { ChatLoadClient } from '../cluster/chat-load';
import { makeRelease } from '../cluster/release';
import { SmtpSink } from '../cluster/smtp-sink';
import { firstFreePort } from '../support/api-process';
import { bookingForm, coachingServiceId, freeSlots } from '../support/booking';
import { api } from '../support/http';
import { ADMIN_PASSWORD, RELIABILITY_TOKEN_SECRET, REPO_ROOT } from '../support/env';
import { coachJoinsAndReplies } from '../../e2e/support/coachSocket';

/**
 * Issue 21: the compose topology as `npm run cluster` runs it — Debian's nginx with docker/nginx-proxy.conf in front
 * (/api and /ws to two API replicas, /mfe/ to the releases, pages to the shell), each remote published by its publish
 * step (docker/publish-release.sh) into the release store that nginx serves with docker/nginx-releases.conf (issue 30),
 * the shell following the release registry, one embedded PostgreSQL — driven in Chromium through the proxy. E-mail goes through a
 * real SMTP server that keeps every message, so a second send of anything would show.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const EXTERNAL_PAYMENT_HOSTS = /cash\.app|venmo\.com|paypal\.com|paypal\.me/;
const APPROVE_CARD = '4242 4242 4242 4242';

let cluster: Cluster;
const sink = new SmtpSink();
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await sink.start();
  cluster = await startCluster({
    dir: path.join(REPO_ROOT, 'var', 'rel-cluster'),
    pgPort: await firstFreePort([25421, 25422, 25423, 25424]),
    freshDatabase: true,
    adminPassword: ADMIN_PASSWORD,
    tokenSecret: RELIABILITY_TOKEN_SECRET,
    // Every test client reaches the API from 127.0.0.1 through nginx: the per-IP limits are raised for the load.
    apiEnv: { RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'info', SMTP_URL: sink.url },
  });
});

test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  await cluster?.stop();
  await sink.stop();
});

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
});

/** A visitor who has seen the tours; the off-site payment providers answered locally (no network here). */
async function visitor(browser: Browser, userAgentTag?: string): Promise<BrowserContext> {
  const userAgent = userAgentTag ? `${await defaultUserAgent(browser)} ${userAgentTag}` : undefined;
  const context = await browser.newContext({ baseURL: cluster.url, ...(userAgent ? { userAgent } : {}) });
  contexts.push(context);
  await context.addInitScript(() => {
    localStorage.setItem('coaching-tour-seen', 'true');
    localStorage.setItem('coaching-guided-walkthrough-seen', 'true');
  });
  await context.route(EXTERNAL_PAYMENT_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider</h1>' }),
  );
  return context;
}

let userAgent: string | undefined;
async function defaultUserAgent(browser: Browser): Promise<string> {
  if (!userAgent) {
    const page = await browser.newPage();
    userAgent = await page.evaluate(() => navigator.userAgent);
    await page.close();
  }
  return userAgent;
}

/** Every response a page got, to see where its scripts came from. */
function recordResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => seen.push(r));
  return seen;
}

const proxyLines = () => cluster.proxy.accessLog().split('\n').filter(Boolean);
const FIRST_SLOTS = { timeout: 30_000 };

test("the docker/ templates render as the nginx image renders them (envsubst of the named variables) and nginx accepts compose's values", () => {
  const envsubst = spawnSync('sh', ['-c', 'command -v envsubst'], { encoding: 'utf8' }).stdout.trim();
  // Not a skip: a machine without it would silently stop checking the templates (.ci/run installs gettext-base).
  expect(envsubst, 'envsubst (Debian gettext-base) must be installed').not.toBe('');
  const cases: Array<[string, Record<string, string>]> = [
    [
      'nginx-proxy.conf',
      {
        NGINX_PORT: '80',
        API_UPSTREAM_SERVERS: 'server 127.0.0.1:3000;',
        SHELL_UPSTREAM: '127.0.0.1:8081',
        RELEASES_UPSTREAM: '127.0.0.1:8082',
        NGINX_ACCESS_LOG: '/var/log/nginx/access.log',
      },
    ],
    ['nginx-releases.conf', { NGINX_PORT: '80', NGINX_INTERNAL_PORT: '8081', RELEASES_ROOT: '/releases' }],
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-templates-'));
  try {
    for (const [file, vars] of cases) {
      const template = fs.readFileSync(path.join(REPO_ROOT, 'docker', file), 'utf8');
      const names = Object.keys(vars)
        .map((n) => `\${${n}}`)
        .join(' ');
      const image = spawnSync(envsubst, [names], {
        input: template,
        encoding: 'utf8',
        env: { ...process.env, ...vars },
      }).stdout;
      expect(renderTemplate(template, vars)).toBe(image);
      // Everything named was substituted, nginx's own variables were not.
      expect(image).not.toMatch(/\$\{?[A-Z_]{3,}/);
      expect(image).toMatch(file === 'nginx-proxy.conf' ? /\$http_host;/ : /alias \/releases\/;/);
      fs.writeFileSync(path.join(dir, 'site.conf'), image);
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nevents {}\nhttp { include /etc/nginx/mime.types; include ${dir}/site.conf; }\n`,
      );
      const check = spawnSync(
        nginxBinary(),
        ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
        { encoding: 'utf8' },
      );
      expect(check.status, check.stderr).toBe(0);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a booking through the proxy: the page from the shell, the booking form from its release's address, the booking from a replica", async ({
  browser,
}) => {
  const page = await (await visitor(browser)).newPage();
  const responses = recordResponses(page);
  const document = await page.goto('/#booking');
  // The shell's page carries the site's CSP: the releases are on the site's own origin ('self'), and the booking
  // below proves the browser, enforcing it, loads them.
  const csp = (await document?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).toContain("object-src 'none'");
  const booking = page.locator('#booking');
  const firstSlot = booking.getByTestId('slot-button').first();
  await expect(firstSlot).toBeVisible(FIRST_SLOTS);
  await firstSlot.click();
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: /Strategic Decision Coaching/ }).click();
  await booking.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await booking.getByRole('textbox', { name: 'Email' }).fill('ada.cluster@example.com');
  await page.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Venmo' }).click();
  const answer = page.waitForResponse(
    (r) => r.url() === `${cluster.url}/api/bookings` && r.request().method() === 'POST',
  );
  await booking.getByRole('button', { name: 'Book Session Now' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Booking Successful!')).toBeVisible();

  // The coaching remote's code came from its release's versioned address (the release store's nginx, through the
  // proxy), every file immutable.
  const coaching = `${cluster.url}/mfe/mfe_coaching/`;
  const entry = responses.find((r) => r.url().startsWith(coaching) && r.url().endsWith('/remoteEntry.js'));
  expect(entry?.url()).toMatch(/\/mfe\/mfe_coaching\/[0-9a-f]{12}\/remoteEntry\.js$/);
  expect(entry?.status()).toBe(200);
  expect((await entry!.allHeaders())['cache-control']).toContain('immutable');
  expect(
    responses.filter((r) => r.url().startsWith(coaching) && r.url().endsWith('.js')).every((r) => r.status() === 200),
  ).toBe(true);
  expect(cluster.releases.accessLog()).toMatch(/GET \/mfe\/mfe_coaching\/[0-9a-f]{12}\/remoteEntry\.js/);
  // The replicas' CORS is the deployment's: the site's origin (PUBLIC_URL = CORS_ORIGINS) may call with credentials,
  // another origin may not.
  const preflight = (origin: string) =>
    fetch(`${cluster.url}/api/bookings`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const ours = await preflight(cluster.url);
  expect(ours.headers.get('access-control-allow-origin')).toBe(cluster.url);
  expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
  expect((await preflight('http://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
  // The booking went through the proxy to one of the replicas.
  const replicaPorts = cluster.replicas.map((r) => `127.0.0.1:${r.port}`);
  const line = proxyLines().find((l) => l.includes('"POST /api/bookings HTTP/1.1" 201'));
  expect(replicaPorts).toContain(/upstream=(\S+)/.exec(line ?? '')?.[1]);
});

test('a card payment in the pop-up through the proxy: the booking page hears it was paid', async ({ browser }) => {
  const page = await (await visitor(browser)).newPage();
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Coaching Session' })).toBeVisible();
  await page.getByTestId('booking-service-card').filter({ hasText: 'Personal Development Session' }).click();
  const slot = page.getByTestId('slot-button').first();
  await expect(slot).toBeVisible(FIRST_SLOTS);
  await slot.click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace.cluster@example.com');
  await page.getByRole('radio', { name: 'Live Chat' }).check();
  await page.getByRole('radio', { name: 'Debit/Credit Card' }).check();
  await expect(page.getByTestId('card-pay-panel')).toBeVisible();
  const cardWindow = page.context().waitForEvent('page');
  await page.getByRole('link', { name: /Securely by Card/ }).click();
  const popup = await cardWindow;
  await popup.waitForLoadState();
  expect(popup.url()).toContain(`${cluster.url}/square-payment?`);

  await popup.getByLabel('Email').fill('grace.cluster@example.com');
  await popup.getByLabel('First name').fill('Grace');
  await popup.getByLabel('Last name').fill('Hopper');
  await popup.getByLabel('Card number').fill(APPROVE_CARD);
  await popup.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await popup.getByLabel('CVV').fill('123');
  await popup.getByLabel('Billing ZIP').fill('02139');
  const paid = popup.waitForResponse((r) => r.url().endsWith('/api/square-payment'));
  await popup.getByRole('button', { name: 'Pay $40' }).click();
  expect((await paid).status()).toBeLessThan(300);
  await expect(page.getByText('Payment received — your session is confirmed')).toBeVisible();
});

test('a chat between a client and the coach whose sockets sit on different replicas', async ({ browser }) => {
  const [slot] = (await freeSlots('coaching', cluster.url)).slice(-1);
  const booked = await api<{ id: string; chat: { sessionId: string; token: string } }>('/api/bookings', {
    method: 'POST',
    base: cluster.url,
    json: {
      fullName: 'Chat Client',
      email: 'chat.cluster@example.com',
      serviceId: 'quick-chat',
      timeSlotId: slot.id,
      deliveryPreference: 'chat',
      chatPlatform: 'live-chat',
      paymentMethod: 'cashapp',
    },
  });
  expect(booked.status).toBe(201);
  const { id, chat } = booked.body;

  const client = await (await visitor(browser, 'cluster-chat-client')).newPage();
  await client.goto(`/chat-session?session=${chat.sessionId}&booking=${id}&token=${chat.token}`);
  await expect(client.getByRole('status', { name: /^Connection:/ }).first()).toHaveText('Connected');
  const composer = client.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello from the client');
  await composer.press('Enter');
  await expect(client.getByRole('log').getByText('Hello from the client')).toBeVisible();

  // The coach's browser, signed in through the proxy; its socket goes through the proxy as well.
  const coachContext = await visitor(browser, 'cluster-chat-coach');
  expect((await coachContext.request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } })).status()).toBe(
    200,
  );
  const coach = await coachContext.newPage();
  await coach.goto('/cluster-coach-page');
  const history = await coach.evaluate(coachJoinsAndReplies, {
    sessionId: chat.sessionId,
    reply: 'Hello from the coach',
  });
  expect(history).toEqual(['Hello from the client']);
  // Each side's message reached the other through the other replica (PostgreSQL NOTIFY between them).
  await expect(
    client.getByRole('log').getByTestId('chat-message').filter({ hasText: 'Hello from the coach' }),
  ).toContainText('Coach Ari · Coach');
  await composer.fill('Thanks, coach');
  await composer.press('Enter');
  await expect
    .poll(() =>
      coach.evaluate(() =>
        (window as unknown as { coachFrames: Array<{ type: string; message?: { message: string } }> }).coachFrames.some(
          (f) => f.type === 'new_message' && f.message?.message === 'Thanks, coach',
        ),
      ),
    )
    .toBe(true);

  // Where each socket went: nginx logs a WebSocket when it ends, with the replica it was proxied to.
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  const upstreamsOf = (tag: string) =>
    new Set(
      proxyLines()
        .filter((l) => l.includes('"GET /ws HTTP/1.1" 101') && l.includes(tag))
        .map((l) => /upstream=(\S+)/.exec(l)?.[1]),
    );
  await expect.poll(() => upstreamsOf('cluster-chat-client').size).toBe(1);
  await expect.poll(() => upstreamsOf('cluster-chat-coach').size).toBe(1);
  const [clientReplica] = upstreamsOf('cluster-chat-client');
  const [coachReplica] = upstreamsOf('cluster-chat-coach');
  expect(cluster.replicas.map((r) => `127.0.0.1:${r.port}`).sort()).toEqual([clientReplica, coachReplica].sort());
});

test("the proxy's access log holds no credential: a manage link's token and sign-in or chat tokens are redacted", async () => {
  const secret = `tok${Date.now().toString(36)}secret`;
  await fetch(`${cluster.url}/api/manage/${secret}`);
  await fetch(`${cluster.url}/subscriptions?signin=${secret}&utm_source=mail`);
  await fetch(`${cluster.url}/chat-session?token=${secret}`);
  await expect.poll(() => proxyLines().filter((l) => l.includes('[redacted]')).length).toBeGreaterThanOrEqual(3);
  expect(proxyLines().some((l) => l.includes('"GET /api/manage/[redacted] HTTP/1.1"'))).toBe(true);
  expect(proxyLines().some((l) => l.includes('/subscriptions?signin=[redacted]&utm_source=mail'))).toBe(true);
  expect(cluster.proxy.accessLog()).not.toContain(secret);
});

/** The release of mfe_lunar a remotes.json names. */
async function lunarRelease(url: string): Promise<string | undefined> {
  const json = await fetch(`${url}/remotes.json`).then(
    (r) => r.text(),
    () => '',
  );
  return /\/mfe\/mfe_lunar\/([0-9a-f]{12})\//.exec(json)?.[1];
}

/** Milliseconds until the shell (the page's remotes.json, through the proxy) and both replicas name `release`. */
async function untilEverywhere(release: string): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => Promise.all([cluster.url, ...cluster.replicas.map((r) => r.url)].map(lunarRelease)), {
      timeout: 2_000,
      intervals: [50],
    })
    .toEqual([release, release, release]);
  return Date.now() - started;
}

let firstLunar = '';
let secondLunar = '';

test('a release of a remote by its publish step: an open page keeps its release (its chunks still served), a new visitor gets the new one server-rendered, the shell following within 2 s', async ({
  browser,
}) => {
  firstLunar = (await lunarRelease(cluster.url)) ?? '';
  expect(firstLunar).toMatch(/^[0-9a-f]{12}$/);
  const release = makeRelease(
    path.join(REPO_ROOT, 'mfe-lunar', 'dist'),
    path.join(cluster.dir, 'releases', 'mfe-lunar-2'),
    'Book Your Reading',
    'Book Your Reading (release 2)',
  );
  const oldHashes = [...release.renamed.keys()];
  expect(oldHashes.length).toBeGreaterThan(0);

  // A visitor is on /lunar-light, on release 1; the booking page's code is not loaded yet.
  const open = await (await visitor(browser)).newPage();
  const openResponses = recordResponses(open);
  await open.goto('/lunar-light');
  await expect(open.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await open.waitForLoadState('networkidle');
  const loadedBefore = openResponses.length;

  // The lunar team's image runs its publish step: the build goes beside release 1 and the registry makes it live.
  secondLunar = (await cluster.publish('mfe_lunar', path.join(cluster.dir, 'releases', 'mfe-lunar-2'))).releaseId;
  expect(secondLunar).not.toBe(firstLunar);
  expect(fs.existsSync(path.join(cluster.releasesDir, 'mfe_lunar', firstLunar, 'mf-manifest.json'))).toBe(true);
  const reached = await untilEverywhere(secondLunar);
  test.info().annotations.push({ type: 'release reached the shell and both replicas', description: `${reached} ms` });

  // The open page moves on to /lunar-booking inside the app: its release-1 container asks for release-1 chunks.
  await open.evaluate(() => {
    history.pushState({}, '', '/lunar-booking');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(open.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();
  const after = openResponses.slice(loadedBefore).filter((r) => r.url().includes('/mfe/mfe_lunar/'));
  expect(
    after.some(
      (r) =>
        r.url().includes(`/mfe/mfe_lunar/${firstLunar}/`) &&
        oldHashes.some((h) => r.url().includes(`.${h}.js`)) &&
        r.status() === 200,
    ),
  ).toBe(true);
  expect(after.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
  await expect(open.getByText('This part of the site is temporarily unavailable')).toHaveCount(0);

  // A new visitor gets release 2, rendered by the shell on the server and hydrated from the same release.
  await expect
    .poll(async () => (await fetch(`${cluster.url}/lunar-booking`)).text(), { timeout: 15_000 })
    .toContain('Book Your Reading (release 2)');
  const fresh = await (await visitor(browser)).newPage();
  const freshResponses = recordResponses(fresh);
  const warnings: string[] = [];
  fresh.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await fresh.goto('/lunar-booking');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Book Your Reading (release 2)' })).toBeVisible();
  await fresh.waitForLoadState('networkidle');
  expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);
  expect(
    freshResponses.some(
      (r) =>
        r.url().includes(`/mfe/mfe_lunar/${secondLunar}/`) &&
        [...release.renamed.values()].some((h) => r.url().includes(`.${h}.js`)),
    ),
  ).toBe(true);
});

test("a rollback reaches the shell's server render and both replicas within 2 s, no restart; the Node builds are the renderer's alone", async ({
  browser,
}) => {
  expect(secondLunar).toMatch(/^[0-9a-f]{12}$/);
  const output = execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'api/dist/cli/release.js'), 'rollback', 'mfe_lunar'],
    {
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl, RELEASES_DIR: cluster.releasesDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  expect(output).toContain(`rolled back to ${firstLunar}`);
  const back = await untilEverywhere(firstLunar);
  test.info().annotations.push({ type: 'rollback reached the shell and both replicas', description: `${back} ms` });
  await expect
    .poll(async () => (await fetch(`${cluster.url}/lunar-booking`)).text(), { timeout: 15_000 })
    .not.toContain('Book Your Reading (release 2)');
  const html = await (await fetch(`${cluster.url}/lunar-booking`)).text();
  expect(html).toContain('data-ssr');
  expect(html).toContain(`/mfe/mfe_lunar/${firstLunar}/mf-manifest.json`);

  const page = await (await visitor(browser)).newPage();
  await page.goto('/lunar-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();
  // The shell's renderer read the Node build from the releases' internal port; browsers cannot.
  const node = `/mfe/mfe_lunar/${firstLunar}/server/remoteEntry.js`;
  expect((await fetch(`${cluster.url}${node}`)).status).toBe(404);
  expect((await fetch(`${cluster.releases.internalOrigin}${node}`)).status).toBe(200);
  expect(cluster.releases.accessLog()).toContain(`GET ${node}`);
});

test('a canary through the shell: its visitors get it server-rendered and hydrated, everyone else the live release, and an abort returns them', async ({
  browser,
}) => {
  const CANARY = 'Book Your Reading (cluster canary)';
  const dist = path.join(cluster.dir, 'releases', 'mfe-lunar-canary');
  makeRelease(path.join(REPO_ROOT, 'mfe-lunar', 'dist'), dist, 'Book Your Reading', CANARY);
  const { releaseId, output } = await cluster.publish('mfe_lunar', dist, { canary: 50 });
  expect(output).toContain(`canary ${releaseId} for 50% of visitors`);
  const htmlOf = async (bucket: number) =>
    (await fetch(`${cluster.url}/lunar-booking`, { headers: { cookie: `release_bucket=${bucket}` } })).text();

  // The shell hears of the canary (the API's /remotes.json?canaries=1) and starts its render thread.
  const started = Date.now();
  await expect.poll(() => htmlOf(0), { timeout: 30_000, intervals: [200] }).toContain(CANARY);
  test
    .info()
    .annotations.push({ type: 'canary server-rendered by the shell after', description: `${Date.now() - started} ms` });
  const canaryHtml = await htmlOf(0);
  expect(canaryHtml).toContain('data-ssr');
  expect(canaryHtml).toContain(`/mfe/mfe_lunar/${releaseId}/mf-manifest.json`);
  expect(canaryHtml).not.toContain(`/mfe/mfe_lunar/${firstLunar}/mf-manifest.json`);
  const liveHtml = await htmlOf(99);
  expect(liveHtml).toContain('data-ssr');
  expect(liveHtml).not.toContain(CANARY);
  expect(liveHtml).toContain(`/mfe/mfe_lunar/${firstLunar}/mf-manifest.json`);
  // A fresh visitor is given a bucket by the shell.
  const fresh = await fetch(`${cluster.url}/lunar-booking`);
  expect(fresh.headers.get('set-cookie')).toMatch(
    /^release_bucket=\d{1,2}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
  );

  // In Chromium the canary's visitor sees it and hydrates from the same release.
  const context = await visitor(browser);
  await context.addCookies([{ name: 'release_bucket', value: '0', url: cluster.url }]);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await page.goto('/lunar-booking');
  await expect(page.getByRole('heading', { level: 1, name: CANARY })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);

  // Aborted, its visitors are back on the live release.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'api/dist/cli/release.js'), 'abort', 'mfe_lunar'], {
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl, RELEASES_DIR: cluster.releasesDir, LOG_LEVEL: 'warn' },
  });
  await expect.poll(() => htmlOf(0), { timeout: 2_000, intervals: [50] }).not.toContain(CANARY);
  expect(await htmlOf(0)).toContain(`/mfe/mfe_lunar/${firstLunar}/mf-manifest.json`);
});

test('SIGTERM to one replica under booking and chat load through the proxy: nothing accepted fails, no message lost, no e-mail twice', async () => {
  test.setTimeout(150_000);
  const [stopping, staying] = cluster.replicas;
  const serviceId = await coachingServiceId(cluster.url);
  const slots = await freeSlots('coaching', cluster.url);
  expect(slots.length).toBeGreaterThan(60);

  // Chat: eight visitors in their own demo rooms, through the proxy (least_conn spreads them over both replicas).
  const chatters: ChatLoadClient[] = [];
  for (let i = 0; i < 8; i++) {
    const room = await api<{ sessionId: string; token: string }>('/api/chat-sessions/demo', {
      method: 'POST',
      base: cluster.url,
      json: {},
    });
    expect(room.status).toBe(201);
    const chatter = new ChatLoadClient(cluster.url, room.body, `Visitor ${i + 1}`);
    await chatter.connect();
    chatter.start(700);
    chatters.push(chatter);
  }

  // Bookings: six workers, each booking its own slots back to back, with reads of the slot list between.
  type Outcome = { what: string; status: number | 'network error'; email?: string; id?: string };
  const outcomes: Outcome[] = [];
  let loading = true;
  // Half the free slots are booked before the signal and half from the signal on, so booking load runs across the
  // stop however fast the replicas book (a fast run once booked every free slot before the signal).
  const half = Math.floor(slots.length / 2);
  const phases = [slots.slice(0, half), slots.slice(half)];
  const taken = [0, 0];
  let phase = 0;
  const worker = async () => {
    while (loading) {
      const p = phase;
      if (taken[p] >= phases[p].length) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const form = bookingForm(serviceId, phases[p][taken[p]++].id);
      try {
        const res = await fetch(`${cluster.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(form),
        });
        const body = (await res.json().catch(() => ({}))) as { id?: string };
        outcomes.push({ what: 'POST /api/bookings', status: res.status, email: form.email, id: body.id });
        const read = await fetch(`${cluster.url}/api/time-slots?brand=coaching`);
        await read.arrayBuffer();
        outcomes.push({ what: 'GET /api/time-slots', status: read.status });
      } catch (error) {
        outcomes.push({
          what: `POST /api/bookings (${(error as Error).message})`,
          status: 'network error',
          email: form.email,
        });
      }
    }
  };
  const workers = Array.from({ length: 6 }, worker);

  await new Promise((r) => setTimeout(r, 2_500));
  const bookingsBefore = outcomes.length;
  phase = 1;
  const exit = await stopping.stop('SIGTERM');
  await new Promise((r) => setTimeout(r, 3_000));
  loading = false;
  await Promise.all(workers);
  for (const chatter of chatters) chatter.stop();

  // The replica stopped by itself, cleanly and in time (not killed by the 15 s guard).
  expect(exit).toEqual({ code: 0, signal: null });
  expect(stopping.log()).toContain('Stopped cleanly');
  // Load reached it before the signal, and went on after it.
  const stoppingPort = `upstream=127.0.0.1:${stopping.port}`;
  expect(proxyLines().some((l) => l.includes('"POST /api/bookings HTTP/1.1" 201') && l.includes(stoppingPort))).toBe(
    true,
  );
  expect(bookingsBefore).toBeGreaterThan(0);
  expect(outcomes.length).toBeGreaterThan(bookingsBefore);

  // No request failed: every answer is a 201 or a 200 (each worker books its own slots).
  const failed = outcomes.filter((o) => o.status === 'network error' || o.status >= 300);
  expect(failed).toEqual([]);
  const booked = outcomes.filter((o) => o.what === 'POST /api/bookings' && o.status === 201);
  const db = new Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM booking WHERE id = ANY($1::uuid[])', [
      booked.map((b) => b.id),
    ]);
    expect(Number(rows[0].n)).toBe(booked.length);

    // Chat: the visitors on the stopped replica were closed with 1012, reconnected at once and got their history;
    // every message any visitor sent is stored exactly once.
    const moved = chatters.filter((c) => c.closeCodes.includes(1012));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(chatters.length);
    for (const chatter of moved) expect(chatter.histories.length).toBeGreaterThanOrEqual(2);
    for (const chatter of chatters) {
      const stored = await chatter.historyNow();
      const mine = stored.filter((m) => m.startsWith(`${chatter.name} #`));
      expect(chatter.sent.length).toBeGreaterThan(3);
      expect(mine.sort()).toEqual([...chatter.sent].sort());
    }

    // E-mail: once the outbox is empty, every stored e-mail was handed to SMTP once, and each booking got one
    // confirmation.
    await expect
      .poll(
        async () => {
          const pending = await db.query<{ n: string }>(
            `SELECT (SELECT count(*) FROM mail_outbox WHERE status IN ('pending', 'sending')) + (SELECT count(*) FROM domain_event WHERE status = 'pending') AS n`,
          );
          return Number(pending.rows[0].n);
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    const sent = await db.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE status = 'sent'`);
    const ids = sink.mails.map((m) => m.messageId);
    expect(ids.every(Boolean)).toBe(true);
    expect(ids.length - new Set(ids).size).toBe(0);
    expect(sink.mails.length).toBe(Number(sent.rows[0].n));
    for (const b of booked) {
      expect(
        sink.mails.filter((m) => m.type === 'booking-confirmation' && m.to.includes(b.email!)).length,
        b.email,
      ).toBe(1);
    }
  } finally {
    await db.end();
  }
  // The other replica still answers; the stopped one does not.
  expect((await fetch(`${staying.url}/api/health`)).ok).toBe(true);
  expect(
    await fetch(`${stopping.url}/api/health`).then(
      () => 'answered',
      () => 'refused',
    ),
  ).toBe('refused');
});
