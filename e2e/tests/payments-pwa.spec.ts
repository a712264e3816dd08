import { expect, test } from '../support/fixtures';

/**
 * The shell's web app manifest and service worker (issue 7, item 6). The shell skips registration under
 * automation so other suites never share a cache between tests; this one registers the worker itself.
 */
test('the shell links a web app manifest that makes the site installable', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === 'any');
    expect(icon, `a ${size} icon`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
});

test('the service worker caches the app shell and hashed files, never /api or /remotes.json, and opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you', exact: true })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  // Load again under the worker's control so the page's files go through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you', exact: true })).toBeVisible();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.evaluate(() => fetch('/api/health').then((r) => r.json()));

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  // The offline shell is the client-rendered page: a server-rendered one holds one route's markup and would not
  // hydrate as another route (shell/public/sw.js).
  expect(cached).toContain('/index.html');
  const shell = await page.evaluate(async () => (await caches.match('/index.html'))?.text());
  expect(shell).toContain('<div id="root"></div>');
  expect(cached.some((u) => /^\/main\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
  expect(cached.some((u) => u.startsWith('/mfe/mfe_payments/') && /\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api') || u.startsWith('/ws') || u === '/remotes.json')).toEqual([]);
  expect(cached.filter((u) => u.endsWith('mf-manifest.json') || u.endsWith('remoteEntry.js'))).toEqual([]);

  // Offline the shell still opens; the remotes need the network to be discovered, so the shell says so.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This part of the site is temporarily unavailable');
  } finally {
    await context.setOffline(false);
  }
});
