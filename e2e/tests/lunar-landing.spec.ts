import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** /lunar-light: services and their payment dropdown, navigation, theme, walkthrough, legal pages. */

const SEEN_KEY = 'lunar-light-walkthrough-seen';

/** Most tests are not about the tour: mark it seen so it does not open over the page. */
async function skipTourOnLoad(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), SEEN_KEY);
}

function serviceCard(page: Page, name: string) {
  return page.getByTestId('service-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

async function choosePayment(page: Page, card: ReturnType<typeof serviceCard>, method: string) {
  await card.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
}

test.describe('services', () => {
  test.beforeEach(async ({ page }) => skipTourOnLoad(page));

  test('list every reading from GET /api/psychic-services with its whole-dollar price', async ({ page }) => {
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/psychic-services') && r.status() === 200);
    await page.goto('/lunar-light');
    const services = (await (await loaded).json()) as Array<{ name: string; price: number }>;
    expect(services.length).toBeGreaterThan(0);
    await expect(page.getByTestId('service-card')).toHaveCount(services.length);
    for (const s of services) {
      await expect(serviceCard(page, s.name)).toContainText(`$${Math.round(s.price / 100)}`);
    }
  });

  test('the Payment Method dropdown reveals the matching payment card', async ({ page }) => {
    await page.goto('/lunar-light');
    const brands = (await (await page.request.get('/api/brands')).json()) as {
      lunar: { paymentLinks: { cashapp: string } };
    };
    const card = serviceCard(page, 'Love Reading');
    await expect(card.getByTestId('payment-card')).toHaveCount(0);

    await choosePayment(page, card, 'Cash App');
    const cashApp = card.getByRole('region', { name: 'Cash App payment' });
    await expect(cashApp).toContainText('Pay with Cash App');
    await expect(cashApp).toContainText('$35');
    await expect(cashApp.getByRole('link', { name: 'Open Cash App' })).toHaveAttribute(
      'href',
      brands.lunar.paymentLinks.cashapp,
    );

    await choosePayment(page, card, 'Debit/Credit Card');
    await expect(card.getByRole('region', { name: 'Cash App payment' })).toHaveCount(0);
    const cardPay = card.getByRole('region', { name: 'Debit/Credit Card payment' });
    await expect(cardPay.getByRole('link', { name: 'Pay by Card' })).toHaveAttribute(
      'href',
      // Issue 13: no card is charged without a booking: the card choice books a time first.
      '/lunar-booking?service=love-reading&payment=card',
    );

    await choosePayment(page, card, 'Zelle QR Code');
    await card.getByRole('button', { name: 'Show QR Code' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Love Reading');
    await dialog.getByRole('button', { name: 'Payment Sent' }).click();
    // Issue 16: it says what happens next instead of closing at once.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // "Book Session" on the revealed card carries the reading and the method to the booking page.
    await choosePayment(page, card, 'Venmo');
    await card.getByRole('region', { name: 'Venmo payment' }).getByRole('link', { name: 'Book Session' }).click();
    await expect(page).toHaveURL(/\/lunar-booking\?service=love-reading&payment=venmo$/);
    await expect(page.getByRole('radio', { name: /^Love Reading/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Payment Method' })).toHaveText('Venmo');
  });

  test('"Book This Service" goes to /lunar-booking with the reading chosen', async ({ page }) => {
    await page.goto('/lunar-light');
    await serviceCard(page, 'Career Reading').getByRole('link', { name: 'Book This Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Reading' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Career Reading/ })).toBeChecked();
  });

  test('the payment options grid is the shared six tiles for this brand', async ({ page }) => {
    await page.goto('/lunar-light');
    const section = page.locator('#lunar-payments');
    await expect(section.getByRole('heading', { level: 2, name: 'Payment Options' })).toHaveCount(1);
    // Below the fold: the section hydrates, and loads the shared tiles, as the visitor scrolls to it.
    await section.scrollIntoViewIfNeeded();
    for (const tile of ['Cash App', 'Venmo', 'PayPal', 'Zelle', 'Zelle QR Code', 'Debit/Credit Card']) {
      await expect(section.getByText(tile, { exact: true }).first()).toBeVisible();
    }
  });
});

test.describe('navigation and theme', () => {
  test.beforeEach(async ({ page }) => skipTourOnLoad(page));

  test('the toggle shows a sun in dark mode, a moon in light mode, and remembers the choice', async ({ page }) => {
    await page.goto('/lunar-light');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle.getByTestId('sun-icon')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await toggle.click();
    await expect(toggle.getByTestId('moon-icon')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem('lunar-light-theme'))).toBe('light');
    await page.reload();
    await expect(page.getByTestId('theme-toggle').getByTestId('moon-icon')).toBeVisible();
  });

  test('"Get Your Reading" scrolls to the booking section; the call button dials the brand phone', async ({ page }) => {
    await page.goto('/lunar-light');
    const brands = (await (await page.request.get('/api/brands')).json()) as { lunar: { phone: string } };
    const digits = brands.lunar.phone.replace(/[^\d+]/g, '');
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Call Lunar Light at ${brands.lunar.phone}` }),
    ).toHaveAttribute('href', `tel:${digits}`);
    await page.getByRole('link', { name: 'Get Your Reading' }).click();
    await expect(page.locator('#lunar-booking')).toBeInViewport();
  });

  test('on a phone the menu mirrors the bar and closes after a selection', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/lunar-light');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const item of ['Life Coaching', 'Services', 'Book Reading', 'Tour']) {
      await expect(
        menu.getByRole(item === 'Services' || item === 'Tour' ? 'button' : 'link', { name: item }),
      ).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#lunar-services-heading')).toBeInViewport();
  });

  test('"Services" on the booking page leads to the landing page\'s services section', async ({ page }) => {
    await page.goto('/lunar-booking');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/lunar-light#lunar-services$/);
    await expect(page.locator('#lunar-services-heading')).toBeInViewport();
  });

  test('the link back to / opens the life-coaching site', async ({ page }) => {
    await page.goto('/lunar-light');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Life Coaching' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Life Coaching Services' })).toBeVisible();
  });
});

test.describe('walkthrough', () => {
  test('opens by itself on a first visit, walks six steps with the theme toggle highlighted, and Complete ends it', async ({
    page,
  }) => {
    await page.goto('/lunar-light');
    const tour = page.getByRole('dialog', { name: 'Welcome to Lunar Light' });
    await expect(tour).toContainText('Step 1 of 6');

    const titles = ['Toggle Themes', 'Explore Services', 'Book a Reading', 'Read Reviews', "You're All Set"];
    for (const [i, title] of titles.entries()) {
      await page.getByRole('button', { name: 'Next' }).click();
      const step = page.getByRole('dialog', { name: title });
      await expect(step).toContainText(`Step ${i + 2} of 6`);
      if (title === 'Toggle Themes') {
        await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-walkthrough-highlight', 'true');
      }
      if (title === 'Explore Services') {
        await expect(page.locator('#lunar-services')).toHaveAttribute('data-walkthrough-highlight', 'true');
        await expect(page.getByTestId('theme-toggle')).not.toHaveAttribute('data-walkthrough-highlight', 'true');
      }
    }
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SEEN_KEY)).toBe('true');

    // The Tour button restarts it at step 1.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tour' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Lunar Light' })).toContainText('Step 1 of 6');
  });

  test('Skip Tour closes it and stores the seen marker', async ({ page }) => {
    await page.goto('/lunar-light');
    await expect(page.getByRole('dialog')).toContainText('Step 1 of 6');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SEEN_KEY)).toBe('true');
  });
});

test.describe('legal pages', () => {
  for (const [path, title, claims] of [
    [
      '/lunar-privacy-policy',
      'Lunar Light Privacy Policy',
      ['kept for 3 years', 'within 30 days', '18 and older', 'Eastern Time (ET)'],
    ],
    [
      '/lunar-terms-of-service',
      'Lunar Light Terms of Service',
      [
        'at least 24 hours in advance receives a full refund',
        '3 years',
        'at least 18 years old',
        'Eastern Time (ET)',
        'within 48 hours',
      ],
    ],
  ] as const) {
    test(`${path} states the §9 terms and links back to /lunar-light`, async ({ page }) => {
      await skipTourOnLoad(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Last updated: August 19, 2025')).toBeVisible();
      for (const claim of claims) await expect(page.getByRole('article')).toContainText(claim);
      await page.getByRole('link', { name: 'Back to Lunar Light' }).first().click();
      await expect(page).toHaveURL(/\/lunar-light$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
    });
  }
});
