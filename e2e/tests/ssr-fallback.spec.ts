import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_PORT, REPO_ROOT } from '../support/env';
import { serveFolder, type Override } from '../support/static-server';
import { startApiInstance, type ApiInstance } from '../support/api-instance';
import { fetchPage, fetchServerRendered } from '../support/ssr';

/**
 * Issue 14 "degrades, never breaks": mfe-lunar deployed on its own origin (as foundation.spec.ts's moved-remote test)
 * with a broken server build — absent, throwing, or slower than the renderer's 300 ms budget. Its browser build is
 * intact. /lunar-light must still answer 200 as the client-rendered shell (logged), the browser must still show the
 * page, and `/` (another remote) must still be server-rendered by the same process.
 */
const LUNAR_DIST = path.join(REPO_ROOT, 'mfe-lunar', 'dist');
const PORT = E2E_PORT - 1;
const SERVER_BUILD = /^\/server\//;

async function withBrokenLunar(override: Override, run: (api: ApiInstance) => Promise<void>) {
  const lunar = await serveFolder(LUNAR_DIST, override);
  const api = await startApiInstance(PORT, { REMOTE_MFE_LUNAR_URL: `${lunar.url}/mf-manifest.json` });
  try {
    await run(api);
    expect(
      lunar.requests.some((r) => SERVER_BUILD.test(r)),
      'the renderer asked the remote for its server build',
    ).toBe(true);
  } finally {
    await api.stop();
    await lunar.close();
  }
}

/** `/` is rendered by this instance (its own mfe_coaching), however mfe_lunar's server build behaves. */
async function expectHomeServerRendered(request: APIRequestContext, api: ApiInstance) {
  const home = await fetchServerRendered(request, `${api.url}/`);
  expect(home.status).toBe(200);
  expect(home.ssr, '/ is server-rendered').toBe(true);
  expect(home.h1).toEqual(['Professional Life Coaching Services']);
}

async function expectLunarClientRendered(request: APIRequestContext, api: ApiInstance, reason: RegExp) {
  const lunarPage = await fetchPage(request, `${api.url}/lunar-light`);
  expect(lunarPage.status).toBe(200);
  expect(lunarPage.ssr, '/lunar-light is sent client-rendered').toBe(false);
  expect(lunarPage.root).toBe('');
  // Still a whole page: the shell's script and the inline remotes.json that the browser renders from.
  expect(lunarPage.html).toMatch(/<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/);
  expect(lunarPage.html).toContain('id="app-remotes"');
  await expect
    .poll(() => api.output(), { message: 'the fallback is logged with its reason' })
    .toMatch(
      new RegExp(`Server render of /lunar-light fell back to client rendering: [^\\n]*${reason.source}`, reason.flags),
    );
}

async function expectLunarInBrowser(page: Page, api: ApiInstance) {
  await page.goto(`${api.url}/lunar-light`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
  await expect(page.getByText('3 Card Tarot Draw').first()).toBeVisible();
  expect(await page.locator('#root').getAttribute('data-ssr')).toBeNull();
}

test('a remote without a server build: its route goes out client-rendered, the others still render', async ({
  page,
  request,
}) => {
  await withBrokenLunar(
    (pathname, res) => {
      if (!SERVER_BUILD.test(pathname)) return false;
      res.statusCode = 404;
      res.end('not found');
      return true;
    },
    async (api) => {
      await expectHomeServerRendered(request, api);
      // The loader names the file it could not use.
      await expectLunarClientRendered(request, api, /server\/remoteEntry\.js/);
      await expectLunarInBrowser(page, api);
    },
  );
});

test('a remote whose server build throws: its route goes out client-rendered, the others still render', async ({
  page,
  request,
}) => {
  await withBrokenLunar(
    (pathname, res) => {
      if (pathname !== '/server/remoteEntry.js') return false;
      res.setHeader('Content-Type', 'application/javascript');
      res.end("throw new Error('mfe_lunar server build broken on purpose');\n");
      return true;
    },
    async (api) => {
      await expectHomeServerRendered(request, api);
      await expectLunarClientRendered(request, api, /broken on purpose/);
      await expectLunarInBrowser(page, api);
    },
  );
});

test('a remote whose server build is slower than the budget: client-rendered meanwhile, rendered once it arrives', async ({
  page,
  request,
}) => {
  // The server build answers only when the test says so — certainly later than the renderer's 300 ms budget for any
  // page asked for meanwhile — then normally. (A fixed delay would race the renderer's warm-up at start.)
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await withBrokenLunar(
    async (pathname) => {
      if (SERVER_BUILD.test(pathname)) await arrived;
      return false;
    },
    async (api) => {
      try {
        await expectHomeServerRendered(request, api);
        await expectLunarClientRendered(request, api, /longer than 300 ms/);
        await expectLunarInBrowser(page, api);
      } finally {
        release();
      }
      // Slow is not broken: once the server build has arrived, the page is rendered on the server again.
      const later = await fetchServerRendered(request, `${api.url}/lunar-light`);
      expect(later.ssr).toBe(true);
      expect(later.h1).toEqual(['Lunar Light']);
    },
  );
});
