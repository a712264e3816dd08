import { expect, test } from '../support/fixtures';
import { fetchServerRendered } from '../support/ssr';

/** Issue 14: a browser with JavaScript off (or before it arrives) reads the first screen and follows its links. */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ request }) => {
  // A freshly started server sends its first pages client-rendered while it loads the remotes (by design).
  for (const url of ['/', '/lunar-light']) expect((await fetchServerRendered(request, url)).ssr, url).toBe(true);
});

test('without JavaScript, / shows its first screen and the Lunar Light link leads there', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Life Coaching Services' })).toBeVisible();
  await expect(page.getByText('Book a Session', { exact: true }).first()).toBeVisible();
  // Every link of the navigation goes somewhere without JavaScript (a page, or a section of this one).
  const nav = page.getByRole('navigation', { name: 'Main' });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href).toMatch(/^(\/|tel:)/);
  // The styles came with the HTML: the hero is laid out, not a bare document (the heading is large type).
  const fontSize = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  expect(fontSize).toBeGreaterThan(24);

  await nav.getByRole('link', { name: 'Lunar Light', exact: true }).click();
  await expect(page).toHaveURL(/\/lunar-light$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
  await expect(page.getByText('3 Card Tarot Draw').first()).toBeVisible();
});
