import path from 'node:path';
import { NOT_FOUND_PAGE, ROUTES, ROUTE_PAGES } from '@app/contracts/federation';
import { expect, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/env';
import { serveFolder } from '../support/static-server';
import { startApiInstance } from '../support/api-instance';
import { countReactRenderers, loadedSharedProviders } from '../support/federation';
import { fetchServerRendered } from '../support/ssr';

/** Every route of contracts' ROUTES with the address to open and the heading its page must render, and the 404 page. */
const ROUTE_HEADINGS: Array<[string, string]> = [
  ...ROUTES.flatMap((route): Array<[string, string]> => {
    const page = ROUTE_PAGES[route.path];
    return page ? [[page.url ?? route.path, page.heading]] : [];
  }),
  [NOT_FOUND_PAGE.url, NOT_FOUND_PAGE.heading],
];

test('the home page lists the four services the API serves', async ({ page }) => {
  const servicesResponse = page.waitForResponse((r) => r.url().endsWith('/api/services') && r.status() === 200);
  await page.goto('/');
  const services = (await (await servicesResponse).json()) as Array<{ name: string; price: number }>;
  expect(services).toHaveLength(4);
  await expect(page.getByRole('heading', { level: 2, name: 'Coaching Services', exact: true })).toBeVisible();
  for (const service of services) {
    await expect(page.getByRole('heading', { name: service.name })).toBeVisible();
  }
  await expect(page.getByText('$25', { exact: true }).first()).toBeVisible();
});

for (const [route, heading] of ROUTE_HEADINGS) {
  test(`${route} renders "${heading}"`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  });
}

test('React and the other singletons load once across the shell and the remotes', async ({ page }) => {
  await countReactRenderers(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Life Coaching Services' })).toBeVisible();
  // Navigate client-side into two more remotes so their containers negotiate the share scope too.
  await page.evaluate(() => {
    history.pushState({}, '', '/lunar-light');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/success');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you', exact: true })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(1);
  const providers = await loadedSharedProviders(page, [
    'react',
    'react-dom',
    '@emotion/react',
    '@mui/material/styles',
    'react-router',
    'react-redux',
    'notistack',
    '@app/web-kit/toast',
  ]);
  for (const [lib, loaded] of Object.entries(providers)) {
    expect.soft(loaded.length, `${lib} loaded from ${loaded.join(', ')}`).toBeLessThanOrEqual(1);
  }
  expect(providers.react).toEqual(['19.3.1@shell']);
});

test('a remote whose files are unreachable shows the fallback, other routes keep working, Retry recovers', async ({
  page,
  hydrationErrors,
}) => {
  // The server sends /lunar-light rendered, but the browser cannot load the remote to hydrate it: React gives up on
  // that part (error #422, which the shell logs as a hydration error) and the error boundary shows the fallback.
  // Expected here, and only this one.
  await page.route('**/mfe/mfe_lunar/**', (route) => route.abort());
  await page.goto('/lunar-light');
  await expect(page.getByRole('alert')).toContainText('This part of the site is temporarily unavailable');

  await page.evaluate(() => {
    history.pushState({}, '', '/booking');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Coaching Session' })).toBeVisible();

  await page.evaluate(() => {
    history.pushState({}, '', '/lunar-light');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toBeVisible();
  await page.unroute('**/mfe/mfe_lunar/**');
  const unexpected = () => hydrationErrors.filter((e) => !/Minified React error #422\b/.test(e.message));
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
  } finally {
    hydrationErrors.splice(0, hydrationErrors.length, ...unexpected());
  }
});

test('a remote moved to another origin loads through remotes.json without rebuilding the shell', async ({
  page,
  request,
}) => {
  const lunar = await serveFolder(path.join(REPO_ROOT, 'mfe-lunar', 'dist'));
  const api = await startApiInstance(3198, { REMOTE_MFE_LUNAR_URL: `${lunar.url}/mf-manifest.json` });
  try {
    const remotes = (await (await fetch(`${api.url}/remotes.json`)).json()) as {
      remotes: Array<{ name: string; entry: string }>;
    };
    expect(remotes.remotes.find((r) => r.name === 'mfe_lunar')?.entry).toBe(`${lunar.url}/mf-manifest.json`);

    // The server renders the page with the server build published beside that manifest (issue 14).
    const rendered = await fetchServerRendered(request, `${api.url}/lunar-light`);
    expect(rendered.status).toBe(200);
    expect(rendered.ssr, '/lunar-light is server-rendered').toBe(true);
    expect(rendered.h1).toEqual(['Lunar Light']);
    expect(rendered.rootText).toContain('3 Card Tarot Draw');
    expect(lunar.requests).toContain('/server/remoteEntry.js');
    // …and tells the browser to fetch the browser build from that origin.
    expect(rendered.html).toContain(`"entry":"${lunar.url}/mf-manifest.json"`);

    await page.goto(`${api.url}/lunar-light`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
    expect(await page.locator('#root').getAttribute('data-ssr')).toBe('');
    expect(lunar.requests).toContain('/mf-manifest.json');
    expect(
      lunar.requests.some((r) => r.endsWith('.js') && !r.startsWith('/server/')),
      'the browser build was fetched',
    ).toBe(true);
  } finally {
    await api.stop();
    await lunar.close();
  }
});
