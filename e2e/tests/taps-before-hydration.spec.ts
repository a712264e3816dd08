// Plain Playwright on purpose: support/fixtures waits for hydration before every action, and these taps must come
// before it.
import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import { fetchServerRendered } from '../support/ssr';

/**
 * Issue 31 item 4: nothing a visitor does is lost. A phone with a slow CPU shows the server-rendered page long before
 * React owns it; a tap in between must take effect once the page is hydrated (buttons), or work natively (links).
 * Every remote's script is held back until the taps are done, so the taps certainly land before hydration, and the CPU
 * is slowed 6× as a mid-range phone's would be.
 */

const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A phone page whose remotes' scripts wait until `release()`. */
async function heldPage(browser: Browser): Promise<{ page: Page; release: () => Promise<void> }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const held: Route[] = [];
  let released = false;
  await page.route(/\/mfe\/[^?#]*\.js(?:[?#]|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  const release = async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
  return { page, release };
}

/** The page is on screen and React does not own it yet (hydrateRoot has not run). */
async function openUnhydrated(page: Page, path: string, heading: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  expect(await notHydrated(page)).toBe(true);
}

/**
 * A finger on the element's centre. Not `locator.tap()`: when a spec using support/fixtures ran first in this worker,
 * Locator actions wait for hydration (support/hydration.ts), and these taps must land before it.
 */
async function tapNow(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on screen`);
  await locator.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const notHydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root?.hasAttribute('data-ssr') && !Object.keys(root).some((k) => k.startsWith('__reactContainer$'));
  });

test.beforeAll(async ({ request }) => {
  // A freshly started server sends its first pages client-rendered while it loads the remotes (by design).
  for (const url of ['/', '/lunar-light', '/subscriptions']) {
    await expect.poll(async () => (await fetchServerRendered(request, url)).ssr, { timeout: 30_000 }).toBe(true);
  }
});

test('on /, the theme toggle and the menu button tapped before hydration act once the page is hydrated', async ({
  browser,
}) => {
  const { page, release } = await heldPage(browser);
  await openUnhydrated(page, '/', 'Professional Life Coaching Services');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await tapNow(page.getByTestId('theme-toggle'));
  await tapNow(page.getByRole('button', { name: 'Open menu' }));
  expect(await notHydrated(page)).toBe(true);
  await release();
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(page.getByTestId('theme-toggle').getByTestId('moon-icon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help & FAQ' })).toBeVisible();
  await page.context().close();
});

test("on /lunar-light, a reading card's payment dropdown tapped before hydration opens once hydrated", async ({
  browser,
}) => {
  const { page, release } = await heldPage(browser);
  await openUnhydrated(page, '/lunar-light', 'Lunar Light');
  const card = page.getByTestId('service-card').first();
  await card.scrollIntoViewIfNeeded();
  await tapNow(card.getByRole('combobox', { name: 'Payment Method' }));
  expect(await notHydrated(page)).toBe(true);
  await release();
  // Three loads in a row on a throttled CPU: the readings' code, then the dropdown's, then hydration.
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('option', { name: 'Venmo', exact: true }).click();
  await expect(card.getByRole('combobox', { name: 'Payment Method' })).toHaveText('Venmo');
  await page.context().close();
});

test('on /lunar-light, the theme toggle tapped before hydration switches the theme and remembers it', async ({
  browser,
}) => {
  const { page, release } = await heldPage(browser);
  await openUnhydrated(page, '/lunar-light', 'Lunar Light');
  await tapNow(page.getByTestId('theme-toggle'));
  await release();
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lunar-light-theme'))).toBe('light');
  await page.context().close();
});

test('on /subscriptions, a plan button tapped before hydration opens that plan’s form once hydrated', async ({
  browser,
}) => {
  const { page, release } = await heldPage(browser);
  await openUnhydrated(page, '/subscriptions', 'Monthly Coaching Plans');
  await tapNow(page.getByRole('button', { name: 'Select Plan: Standard Coaching' }));
  expect(await notHydrated(page)).toBe(true);
  await release();
  await expect(page.getByRole('form', { name: 'Complete Your Subscription' })).toBeVisible();
  await page.context().close();
});

test('a link tapped before hydration works natively: a reading card’s "Book This Service"', async ({ browser }) => {
  const { page, release } = await heldPage(browser);
  await openUnhydrated(page, '/lunar-light', 'Lunar Light');
  const link = page.getByRole('link', { name: 'Book This Service' }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/lunar-booking\?service=/);
  await tapNow(link);
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await release();
  await page.context().close();
});
