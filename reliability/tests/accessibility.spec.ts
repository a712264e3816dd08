import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NOT_FOUND_PAGE, ROUTES as CONTRACT_ROUTES, ROUTE_PAGES } from '@app/contracts/federation';

/**
 * Every route of contracts' ROUTES with the address to open and the heading that says it rendered ('' = any one h1:
 * the routes are walked in one tab, and a stateful page's heading depends on what came before), then the 404 page.
 */
const ROUTES: Array<[string, string]> = [
  ...CONTRACT_ROUTES.flatMap((route): Array<[string, string]> => {
    const page = ROUTE_PAGES[route.path];
    return page ? [[page.url ?? route.path, page.stateful ? '' : page.heading]] : [];
  }),
  [NOT_FOUND_PAGE.url, NOT_FOUND_PAGE.heading],
];

/** axe judges colours as painted: a fade or slide caught half-way reads as low contrast, so motion is switched off. */
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';

async function openRoute(page: Page, route: string, heading: string) {
  await page.goto(route);
  // Pages whose heading depends on state (sign-in walls, demo sessions) are checked for having one h1.
  const h1 = heading
    ? page.getByRole('heading', { level: 1, name: heading, exact: true })
    : page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Client-side navigation, as the site's own links do: the remotes stay loaded, so every route costs one render. */
async function navigate(page: Page, route: string, heading: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  const h1 = heading
    ? page.getByRole('heading', { level: 1, name: heading, exact: true })
    : page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await page.waitForLoadState('networkidle');
}

// A visitor outside Eastern Time: every slot then also shows its time in the visitor's zone, which must be legible too.
test.use({ timezoneId: 'America/Los_Angeles' });

for (const theme of ['dark', 'light'] as const) {
  test(`axe: no serious or critical violation on any route (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('lunar-light-theme', t), theme);
    await openRoute(page, NOT_FOUND_PAGE.url, NOT_FOUND_PAGE.heading);
    await page.addStyleTag({ content: STILL });
    for (const [route, heading] of ROUTES) {
      await navigate(page, route, heading);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
      expect.soft(serious, route).toEqual([]);
      // Two rules axe leaves out of the tags above that Lighthouse's accessibility score counts: the shell's "Skip to
      // main content" needs a target on every page (best practice), and a control's name starts with the words it
      // shows (speech input; experimental).
      const lighthouse = await new AxeBuilder({ page })
        .withRules(['skip-link', 'label-content-name-mismatch'])
        .analyze();
      const missed = lighthouse.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect.soft(missed, route).toEqual([]);
    }
  });
}

test('axe: the guided tour that opens on a first visit to / has no serious or critical violation', async ({ page }) => {
  await openRoute(page, '/', 'Professional Life Coaching Services');
  const tour = page.locator('[role="dialog"][aria-modal="true"]');
  await expect(tour).toBeVisible();
  await page.addStyleTag({ content: STILL });
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"][aria-modal="true"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
});

/** Presses Tab until `target` has the keyboard focus (and shows it), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 250) {
  for (let i = 0; i < maxPresses; i++) {
    // count() first: evaluate() would wait for a target that appears only once the visitor's Tab reaches its section
    // (sections below the fold hydrate when focus or scrolling brings them near).
    const present = (await target.count()) > 0;
    if (
      present &&
      (await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false))
    ) {
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible')), 'focus is visible').toBe(
        true,
      );
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with the Tab key`);
}

test('a keyboard-only visitor books a session on /', async ({ page }) => {
  await openRoute(page, '/', 'Professional Life Coaching Services');
  // The guided tour opens by itself on a first visit, as a modal dialog; Escape closes it.
  const tour = page.locator('[role="dialog"][aria-modal="true"]');
  if (
    await tour.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  }
  const booking = page.getByRole('region', { name: 'Book Your Session' });
  const form = booking.getByRole('form', { name: 'Session details' });

  await tabTo(page, booking.getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)$/ }).first());
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).not.toHaveText('Please select a time slot');

  await tabTo(page, form.getByRole('combobox', { name: 'Service' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();

  await tabTo(page, form.getByRole('textbox', { name: 'Full name' }));
  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard.visitor@example.com');

  await tabTo(page, form.getByRole('combobox', { name: 'Payment method' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();

  await tabTo(page, form.getByRole('button', { name: 'Book Session Now' }));
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await created).status()).toBe(201);
  await expect(page.getByText(/Booking (Successful|Confirmed)!/)).toBeVisible();
});
