import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { fetchPage, fetchServerRendered } from '../support/ssr';

/**
 * Issue 14: the visitor's light/dark choice lives in the `lunar-light-theme` cookie too, so the server renders the page
 * in it and the first paint is already right (no dark flash for a light-mode visitor).
 */
const COOKIE = 'lunar-light-theme';

async function setThemeCookie(context: BrowserContext, mode: 'light' | 'dark') {
  await context.addCookies([{ name: COOKIE, value: mode, url: BASE_URL }]);
}

/**
 * Records, from the very first frame, what the page paints: the body's computed background (and <html>'s class) at
 * every animation frame and at DOMContentLoaded — before any of the app's JavaScript could change it.
 */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    type Paint = { at: string; background: string; htmlClass: string };
    const paints: Paint[] = [];
    (window as unknown as { __paints: Paint[] }).__paints = paints;
    const record = (at: string) => {
      if (!document.body) return;
      paints.push({
        at,
        background: getComputedStyle(document.body).backgroundColor,
        htmlClass: document.documentElement.className,
      });
    };
    document.addEventListener('DOMContentLoaded', () => record('DOMContentLoaded'));
    const started = performance.now();
    const frame = () => {
      record('frame');
      if (performance.now() - started < 4_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const paints = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __paints: Array<{ at: string; background: string; htmlClass: string }> }).__paints,
  );

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.beforeEach(async ({ request }) => {
  // A freshly started server sends its first pages client-rendered while it loads the remotes (by design).
  expect((await fetchServerRendered(request, '/')).ssr).toBe(true);
});

test('the server renders the mode the cookie names, dark by default', async ({ request }) => {
  const light = await fetchServerRendered(request, '/', { cookie: `${COOKIE}=light` });
  expect(light.ssr).toBe(true);
  expect(light.htmlClass).toBe('light');
  expect(light.bodyClass).toBe('light');
  const dark = await fetchServerRendered(request, '/', { cookie: `${COOKIE}=dark` });
  expect(dark.htmlClass).toBe('dark');
  const none = await fetchServerRendered(request, '/lunar-light');
  expect(none.htmlClass).toBe('dark');
  // The page's critical CSS is in the HTML and differs by mode (the body's background comes from it).
  expect(light.root).not.toEqual(dark.root);
});

test('a light-mode visitor sees light from the first paint, and the toggle carries to the next server render', async ({
  browser,
  context,
  page,
}) => {
  // The dark page's background, to tell the two apart without hard-coding the palette.
  const darkPage = await browser.newPage({ baseURL: BASE_URL });
  await darkPage.goto('/');
  await expect(darkPage.getByRole('heading', { level: 1, name: 'Professional Life Coaching Services' })).toBeVisible();
  const darkBackground = await bodyBackground(darkPage);
  await darkPage.context().close();

  await setThemeCookie(context, 'light');
  // The tour opens by itself 2 s after the page is idle and would take the toggle's click on a busy machine.
  await context.addInitScript(() => localStorage.setItem('coaching-tour-seen', 'true'));
  await recordPaints(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Life Coaching Services' })).toBeVisible();
  await page.waitForLoadState('load');
  const lightBackground = await bodyBackground(page);
  expect(lightBackground).not.toBe(darkBackground);

  const seen = await paints(page);
  const atDomContentLoaded = seen.find((p) => p.at === 'DOMContentLoaded');
  expect(atDomContentLoaded, 'a paint recorded at DOMContentLoaded').toBeDefined();
  expect(atDomContentLoaded).toEqual({ at: 'DOMContentLoaded', background: lightBackground, htmlClass: 'light' });
  // No frame before, during or after hydration showed the dark background.
  expect(seen.filter((p) => p.background === darkBackground || p.htmlClass.includes('dark'))).toEqual([]);

  // Toggling writes the cookie, so the server renders the next page dark.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect.poll(async () => (await context.cookies(BASE_URL)).find((c) => c.name === COOKIE)?.value).toBe('dark');
  const next = await fetchPage(page.request, '/');
  expect(next.htmlClass).toBe('dark');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  const afterReload = (await paints(page)).find((p) => p.at === 'DOMContentLoaded');
  expect(afterReload).toEqual({ at: 'DOMContentLoaded', background: darkBackground, htmlClass: 'dark' });
});
