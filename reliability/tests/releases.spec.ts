import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response as PageResponse } from '@playwright/test';
import { makeRelease } from '../cluster/release';
import { ADDED_PAGE, buildLunarWithAddedPage } from '../support/added-page';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { BASE_URL, databaseUrl, REPO_ROOT, SECOND_PORT, SUITE_RELEASES_DIR } from '../support/env';

/**
 * Issue 30 on the single-origin site: releases of mfe-lunar made with the real CLI (`api/dist/cli/release.js`, what
 * `npm run release` runs) against the suite's server and a second replica on the same database and release store.
 */
const RELEASE_2 = 'Book Your Reading (release 2)';
let second: ApiProcess;
let firstRelease: string;

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'api/dist/cli/release.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl(), RELEASES_DIR: SUITE_RELEASES_DIR },
    encoding: 'utf8',
  });
}

/**
 * A fetch that survives the server closing an idle keep-alive socket just as it is reused ("other side closed"):
 * a race of the client's connection pool, not an answer of the site.
 */
async function get(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function lunarRelease(origin: string): Promise<string | undefined> {
  const { remotes } = (await (await get(`${origin}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; entry: string }>;
  };
  return /\/mfe\/mfe_lunar\/([0-9a-f]{12})\//.exec(remotes.find((r) => r.name === 'mfe_lunar')?.entry ?? '')?.[1];
}

/** Milliseconds until both replicas' remotes.json name `release` (the test fails past 2 s). */
async function untilEveryReplicaServes(release: string): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => [await lunarRelease(BASE_URL), await lunarRelease(second.url)], {
      timeout: 2_000,
      intervals: [50],
    })
    .toEqual([release, release]);
  return Date.now() - started;
}

/** The page as a browser without JavaScript gets it: the server's render. */
const serverHtml = async (url: string) => (await get(`${BASE_URL}${url}`)).text();

function recordResponses(page: Page): PageResponse[] {
  const responses: PageResponse[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

test.beforeAll(async () => {
  second = await startApiProcess(SECOND_PORT, { DATABASE_URL: databaseUrl() });
  firstRelease = (await lunarRelease(BASE_URL)) ?? '';
  expect(firstRelease).toMatch(/^[0-9a-f]{12}$/);
});

test.afterEach(() => {
  // Each test starts from the first release, whatever the last one left live.
  cli('promote', 'mfe_lunar', firstRelease);
});

test.afterAll(async () => {
  try {
    // The other suites see the build they were written for.
    if ((await lunarRelease(BASE_URL)) !== firstRelease) cli('promote', 'mfe_lunar', firstRelease);
  } finally {
    // Even when that fails: a replica left running would hold its port for the next run.
    await second?.stop();
  }
});

test('a release reaches every replica without a restart, an open page keeps its release, and a rollback returns within 2 s', async ({
  browser,
}) => {
  // A visitor is on /lunar-light on the first release; the booking page's code is not loaded yet.
  const open = await (await browser.newContext()).newPage();
  const openResponses = recordResponses(open);
  await open.goto(`${BASE_URL}/lunar-light`);
  await expect(open.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await open.waitForLoadState('networkidle');
  const loadedBefore = openResponses.length;

  // The lunar team's next build (one heading changed), released with the CLI.
  const next = path.join(REPO_ROOT, 'var', 'rel-releases-src', 'mfe-lunar-2');
  makeRelease(path.join(REPO_ROOT, 'mfe-lunar', 'dist'), next, 'Book Your Reading', RELEASE_2);
  const output = cli('publish', 'mfe_lunar', next, '--actor', 'reliability suite');
  const secondRelease = /release ([0-9a-f]{12}) published/.exec(output)?.[1] ?? '';
  expect(output).toContain('now live');
  const reached = await untilEveryReplicaServes(secondRelease);
  test.info().annotations.push({ type: 'release reached both replicas', description: `${reached} ms` });

  // The open page moves on to /lunar-booking in the app: it loads the first release's chunks, which are still there.
  await open.evaluate(() => {
    history.pushState({}, '', '/lunar-booking');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(open.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();
  const after = openResponses.slice(loadedBefore).filter((r) => r.url().includes('/mfe/mfe_lunar/'));
  expect(after.some((r) => r.url().includes(`/mfe/mfe_lunar/${firstRelease}/`) && r.status() === 200)).toBe(true);
  expect(after.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
  await expect(open.getByText('This part of the site is temporarily unavailable')).toHaveCount(0);

  // A new visitor gets the new release rendered on the server (the renderer warms it as soon as it hears) …
  await expect.poll(() => serverHtml('/lunar-booking'), { timeout: 15_000 }).toContain(RELEASE_2);
  expect(await serverHtml('/lunar-booking')).toContain(`/mfe/mfe_lunar/${secondRelease}/mf-manifest.json`);
  // … and hydrated from the same release, without a mismatch.
  const fresh = await (await browser.newContext()).newPage();
  const warnings: string[] = [];
  fresh.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await fresh.goto(`${BASE_URL}/lunar-booking`);
  await expect(fresh.getByRole('heading', { level: 1, name: RELEASE_2 })).toBeVisible();
  await fresh.waitForLoadState('networkidle');
  expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);

  // Something is wrong with it: one command takes every replica back.
  expect(cli('rollback', 'mfe_lunar')).toContain(`rolled back to ${firstRelease}`);
  const back = await untilEveryReplicaServes(firstRelease);
  test.info().annotations.push({ type: 'rollback reached both replicas', description: `${back} ms` });
  await expect.poll(() => serverHtml('/lunar-booking'), { timeout: 15_000 }).not.toContain(RELEASE_2);
  const later = await (await browser.newContext()).newPage();
  await later.goto(`${BASE_URL}/lunar-booking`);
  await expect(later.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();

  // The history says what happened, and who did it.
  const list = cli('list');
  expect(list).toContain(`mfe_lunar  rollback ${firstRelease}`);
  expect(list).toContain(`mfe_lunar  promote ${secondRelease}`);
  expect(list).toContain('by reliability suite');
});

test('a page added by the remote alone is routed, server-rendered and hydrated on every replica, with no shell rebuild', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const shellFiles = () =>
    fs.readdirSync(path.join(REPO_ROOT, 'shell', 'dist')).map((file) => {
      const stat = fs.statSync(path.join(REPO_ROOT, 'shell', 'dist', file));
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    });
  const shellBefore = shellFiles();
  expect((await get(`${BASE_URL}${ADDED_PAGE.path}`)).status).toBe(404);

  const dist = buildLunarWithAddedPage(path.join(REPO_ROOT, 'var', 'rel-releases-src', 'mfe-lunar-added-page'));
  const output = cli('publish', 'mfe_lunar', dist, '--actor', 'reliability suite');
  const release = /release ([0-9a-f]{12}) published/.exec(output)?.[1] ?? '';
  await untilEveryReplicaServes(release);

  // Both replicas route it and render it on the server: its status, heading, title and the remote's own list inline.
  for (const origin of [BASE_URL, second.url]) {
    await expect.poll(async () => (await get(`${origin}${ADDED_PAGE.path}`)).status, { timeout: 15_000 }).toBe(200);
    const html = await (await get(`${origin}${ADDED_PAGE.path}`)).text();
    expect(html).toContain('data-ssr');
    expect(html).toContain(ADDED_PAGE.heading);
    expect(html).toContain(`<title>${ADDED_PAGE.title}</title>`);
    expect(html).toContain(`"expose":"${ADDED_PAGE.expose}"`);
  }

  // A visitor opens it (hydrated from the same release, no mismatch) and moves in the app to an older page and back.
  const page = await (await browser.newContext()).newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await page.goto(`${BASE_URL}${ADDED_PAGE.path}`);
  await expect(page.getByRole('heading', { level: 1, name: ADDED_PAGE.heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);
  await page.evaluate(() => {
    history.pushState({}, '', '/lunar-light');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: ADDED_PAGE.heading })).toBeVisible();
  await expect(page).toHaveTitle(ADDED_PAGE.title);

  // Rolled back, the page is gone again: the route table is the release's, not the shell's.
  cli('rollback', 'mfe_lunar');
  await untilEveryReplicaServes(firstRelease);
  await expect.poll(async () => (await get(`${BASE_URL}${ADDED_PAGE.path}`)).status, { timeout: 15_000 }).toBe(404);
  expect(shellFiles(), 'the shell was not rebuilt').toEqual(shellBefore);
});

test('a 50 % canary serves both releases over 40 fresh visitors, each one sticky across reloads; promote makes it everyone’s', async ({
  browser,
}) => {
  const next = path.join(REPO_ROOT, 'var', 'rel-releases-src', 'mfe-lunar-canary');
  makeRelease(path.join(REPO_ROOT, 'mfe-lunar', 'dist'), next, 'Book Your Reading', 'Book Your Reading (canary)');
  const output = cli('publish', 'mfe_lunar', next, '--canary', '50');
  const canary = /release ([0-9a-f]{12}) published/.exec(output)?.[1] ?? '';
  expect(output).toContain(`canary ${canary} for 50% of visitors`);
  // The canary is not what remotes.json says for someone without a bucket: the live release stays the default.
  await untilEveryReplicaServes(firstRelease);

  // 40 fresh visitors as a browser first meets the site: a page without a cookie, then the same page again with the
  // cookie it set. The page names the visitor's releases inline (what the browser loads and hydrates).
  const releaseOf = (html: string) => /\/mfe\/mfe_lunar\/([0-9a-f]{12})\/mf-manifest\.json/.exec(html)?.[1];
  let onCanary = 0;
  for (let visitor = 0; visitor < 40; visitor += 1) {
    const first = await get(`${BASE_URL}/lunar-booking`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^release_bucket=\d{1,2}$/);
    const release = releaseOf(await first.text());
    expect([firstRelease, canary]).toContain(release);
    const again = await get(`${BASE_URL}/lunar-booking`, { headers: { cookie } });
    expect(releaseOf(await again.text()), 'the same visitor gets the same release on their next page').toBe(release);
    expect(again.headers.get('set-cookie')).toBeNull();
    if (release === canary) onCanary += 1;
  }
  test.info().annotations.push({ type: 'visitors on the canary', description: `${onCanary} of 40` });
  // 50 % of 40: both releases are served (8 or fewer on either side has a chance of about 1 in 10,000).
  expect(onCanary).toBeGreaterThan(8);
  expect(onCanary).toBeLessThan(32);

  // In Chromium, a visitor on each side sees their release, and keeps it across a reload and a move inside the app.
  const headingOf = async (page: Page) => {
    const heading = page.getByRole('heading', { level: 1, name: /^Book Your Reading/ });
    await expect(heading).toBeVisible();
    return heading.innerText();
  };
  const seen = new Set<string>();
  for (let visitor = 0; visitor < 12 && seen.size < 2; visitor += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/lunar-booking`);
    const first = await headingOf(page);
    await page.reload();
    expect(await headingOf(page), 'the same visitor gets the same release after a reload').toBe(first);
    await page.goto(`${BASE_URL}/lunar-light`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/lunar-booking');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await headingOf(page)).toBe(first);
    seen.add(first);
    await context.close();
  }
  expect([...seen].sort()).toEqual(['Book Your Reading', 'Book Your Reading (canary)']);

  cli('promote', 'mfe_lunar');
  await untilEveryReplicaServes(canary);
  const everyone = await (await browser.newContext()).newPage();
  await everyone.goto(`${BASE_URL}/lunar-booking`);
  expect(await headingOf(everyone)).toBe('Book Your Reading (canary)');
});

test('a canary visitor gets their releases server-rendered and hydrated, everyone else the live ones, and an abort returns them to live', async ({
  browser,
}) => {
  const CANARY = 'Book Your Reading (canary, rendered on the server)';
  const next = path.join(REPO_ROOT, 'var', 'rel-releases-src', 'mfe-lunar-canary-ssr');
  makeRelease(path.join(REPO_ROOT, 'mfe-lunar', 'dist'), next, 'Book Your Reading', CANARY);
  const output = cli('publish', 'mfe_lunar', next, '--canary', '50');
  const canary = /release ([0-9a-f]{12}) published/.exec(output)?.[1] ?? '';
  expect(output).toContain(`canary ${canary} for 50% of visitors`);

  // A visitor's bucket decides (below 50: the canary). Their first HTML, from either replica, is their releases'
  // server render (data-ssr, the heading in the markup) and names the same releases inline for hydration. Each
  // replica starts the canary's render thread when it hears of the canary; until it is ready the page goes out
  // client-rendered, so the first check waits for it.
  const onCanary = { cookie: 'release_bucket=0' };
  const onLive = { cookie: 'release_bucket=99' };
  const htmlOf = async (origin: string, headers: Record<string, string>) =>
    (await get(`${origin}/lunar-booking`, { headers })).text();
  const started = Date.now();
  for (const origin of [BASE_URL, second.url]) {
    await expect.poll(() => htmlOf(origin, onCanary), { timeout: 20_000, intervals: [100] }).toContain(CANARY);
    const html = await htmlOf(origin, onCanary);
    expect(html).toContain('data-ssr');
    expect(html).toContain(`/mfe/mfe_lunar/${canary}/mf-manifest.json`);
    expect(html).not.toContain(`/mfe/mfe_lunar/${firstRelease}/mf-manifest.json`);
    const live = await htmlOf(origin, onLive);
    expect(live).toContain('data-ssr');
    expect(live).toMatch(/>Book Your Reading</);
    expect(live).not.toContain(CANARY);
    expect(live).toContain(`/mfe/mfe_lunar/${firstRelease}/mf-manifest.json`);
  }
  test.info().annotations.push({
    type: 'canary server-rendered on both replicas after',
    description: `${Date.now() - started} ms`,
  });
  // A canary page is cached like any other, by its release set: a live visitor never gets it.
  const cached = await get(`${BASE_URL}/lunar-booking`, { headers: onCanary });
  expect(cached.headers.get('x-page-cache')).toBe('hit');
  expect(await cached.text()).toContain(CANARY);
  expect(await htmlOf(BASE_URL, onLive)).not.toContain(CANARY);

  // Fresh visitors (no cookie yet) get a bucket and, on their very first page, their own releases server-rendered.
  for (let visitor = 0; visitor < 10; visitor += 1) {
    const first = await get(`${BASE_URL}/lunar-booking`);
    const bucket = Number(/release_bucket=(\d+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]);
    const html = await first.text();
    expect(html).toContain('data-ssr');
    if (bucket < 50) expect(html).toContain(CANARY);
    else expect(html).not.toContain(CANARY);
  }

  // In Chromium, each side's first HTML is its release rendered on the server, and hydrates without a mismatch.
  for (const [cookie, heading] of [
    [onCanary.cookie, CANARY],
    [onLive.cookie, 'Book Your Reading'],
  ] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'release_bucket', value: cookie.split('=')[1], url: BASE_URL }]);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
    });
    const response = await page.goto(`${BASE_URL}/lunar-booking`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-ssr');
    expect(html.includes(CANARY)).toBe(heading === CANARY);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);
    await context.close();
  }

  // Aborted, the canary's visitors are back on the live release on every replica, server-rendered.
  expect(cli('abort', 'mfe_lunar')).toContain('canary ended');
  for (const origin of [BASE_URL, second.url]) {
    await expect.poll(() => htmlOf(origin, onCanary), { timeout: 2_000, intervals: [50] }).not.toContain(CANARY);
    const html = await htmlOf(origin, onCanary);
    expect(html).toContain(`/mfe/mfe_lunar/${firstRelease}/mf-manifest.json`);
    await expect
      .poll(async () => (await htmlOf(origin, onCanary)).includes('data-ssr'), { timeout: 15_000 })
      .toBe(true);
  }
  const back = await (await browser.newContext()).newPage();
  await back.context().addCookies([{ name: 'release_bucket', value: '0', url: BASE_URL }]);
  await back.goto(`${BASE_URL}/lunar-booking`);
  await expect(back.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();
});

test('the gate refuses a build for another React major or without a contract expose, and visitors see no change', async () => {
  const manifestOf = (dir: string) => path.join(dir, 'mf-manifest.json');
  const refused = (dir: string) => {
    try {
      cli('publish', 'mfe_lunar', dir);
    } catch (error) {
      const { status, stderr } = error as { status: number; stderr: string };
      return { status, stderr };
    }
    return { status: 0, stderr: '' };
  };
  type Manifest = {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
    exposes: Array<{ path: string }>;
  };
  const variant = (name: string, change: (manifest: Manifest) => void) => {
    const dir = path.join(REPO_ROOT, 'var', 'rel-releases-src', name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(path.join(REPO_ROOT, 'mfe-lunar', 'dist'), dir, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(manifestOf(dir), 'utf8')) as Manifest;
    change(manifest);
    fs.writeFileSync(manifestOf(dir), JSON.stringify(manifest));
    return dir;
  };

  const react20 = refused(
    variant('mfe-lunar-react20', (manifest) => {
      const react = manifest.shared.find((s) => s.name === 'react')!;
      react.version = '20.0.0';
      react.requiredVersion = '^20.0.0';
    }),
  );
  expect(react20.status).toBe(2);
  expect(react20.stderr).toMatch(/Release of mfe_lunar refused:\n {2}- shared singleton react: built against 20\.0\.0/);

  const noBooking = refused(
    variant('mfe-lunar-no-booking', (manifest) => {
      manifest.exposes = manifest.exposes.filter((e) => e.path !== './LunarBookingPage');
    }),
  );
  expect(noBooking.status).toBe(2);
  expect(noBooking.stderr).toContain('missing expose ./LunarBookingPage');

  expect(await lunarRelease(BASE_URL)).toBe(firstRelease);
});
