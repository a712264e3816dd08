import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_PASSWORD } from './admin-support';
import { FIRST_SLOTS, focusRing, skipTours, tabTo, viewportFor, WIDTHS } from './layout-support';

/**
 * Issue 16, "a visitor never gets lost", per booking flow at 375 px and 1280 px: after each choice the next step is in
 * view (its top in the upper three quarters of the screen), a booking brings its outcome into view and focus, every
 * stop of the keyboard shows a ring, and a booking made with the keyboard alone is created (201). Visitors are in Los
 * Angeles here, so each time also shows "your time". E-mail free: nothing here reads the outbox.
 */
const EXTERNAL_PAYMENT_HOSTS = /cash\.app|venmo\.com|paypal\.com|paypal\.me/;
const SETTLE_MS = 900;

test.use({ timezoneId: 'America/Los_Angeles' });

async function visitor(page: Page) {
  await skipTours(page.context());
  await page
    .context()
    .route(EXTERNAL_PAYMENT_HOSTS, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider</h1>' }),
    );
}

/**
 * The element's top is on screen: on a phone in the upper three quarters (the step is brought up to be used); on a
 * desktop anywhere in the viewport (the steps sit side by side and the page stays put when the next one shows).
 */
async function expectInView(page: Page, target: Locator, what: string) {
  const place = () =>
    target.first().evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: Math.round(box.top), viewport: innerHeight, focused: el.contains(document.activeElement) };
    });
  const inView = (p: { top: number; viewport: number }) =>
    p.top >= 0 && p.top <= (p.viewport < 850 ? p.viewport * 0.75 : p.viewport - 40);
  // A smooth scroll takes a moment on a busy machine: wait for it to come to rest in view.
  await expect
    .poll(async () => inView(await place()), { message: `${what} comes into view`, timeout: 5_000 })
    .toBe(true);
  await page.waitForTimeout(300);
  const settled = await place();
  expect(inView(settled), `${what}: top ${settled.top} of ${settled.viewport}`).toBe(true);
  return settled;
}

const created = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST');

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportFor(width), hasTouch: width < 600 });

    test('/: a chosen time brings the details into view with both times; a booking, its outcome into view and focus', async ({
      page,
    }) => {
      await visitor(page);
      await page.goto('/#booking');
      const booking = page.locator('#booking');
      const slot = booking.getByTestId('slot-button').nth(1);
      await expect(slot).toBeVisible(FIRST_SLOTS);
      // The visitor's own time under the Eastern one.
      await expect(slot.getByTestId('slot-local-time')).toContainText(/your time$/);
      await slot.click();
      await expect(booking.getByTestId('selected-time')).toContainText(/ET · .* your time/);
      await expectInView(page, booking.getByTestId('selected-time'), 'the details form');

      await page.getByRole('combobox', { name: 'Service' }).click();
      await page.getByRole('option', { name: /Strategic Decision Coaching/ }).click();
      await booking.getByRole('textbox', { name: 'Full name' }).fill('Lost Not');
      await booking.getByRole('textbox', { name: 'Email' }).fill(`home.${width}@example.com`);
      await page.getByRole('combobox', { name: 'Payment method' }).click();
      await page.getByRole('option', { name: 'Venmo' }).click();
      const response = created(page);
      await booking.getByRole('button', { name: 'Book Session Now' }).click();
      expect((await response).status()).toBe(201);
      const place = await expectInView(page, page.getByRole('region', { name: 'Your booking' }), 'the booking outcome');
      expect(place.focused, 'the outcome holds the keyboard focus').toBe(true);
    });

    test('/booking: service → times → details each come into view; the outcome takes focus; Payment Sent is recorded for the coach', async ({
      page,
      request,
    }) => {
      await visitor(page);
      await page.goto('/booking');
      await page.getByTestId('booking-service-card').filter({ hasText: 'Personal Development Session' }).click();
      await expect(page.getByTestId('slot-button').first()).toBeVisible(FIRST_SLOTS);
      await expectInView(page, page.getByRole('heading', { name: /Pick a Date & Time/ }), 'step 2');
      await page.getByTestId('slot-button').nth(2).click();
      await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
      await expectInView(page, page.getByRole('heading', { name: /Your Information/ }), 'step 3');

      await page.getByRole('textbox', { name: 'Full name' }).fill('Zed Elle');
      await page.getByRole('textbox', { name: 'Email' }).fill(`zelle.${width}@example.com`);
      await page.getByRole('radio', { name: 'Live Chat' }).check();
      // With the details in, the summary beside the steps shows the time both ways.
      await expect(page.getByTestId('booking-summary')).toContainText(/ET · .* your time/);
      await page.getByRole('radio', { name: 'Zelle' }).check();
      // Choosing Zelle shows the QR at once; no booking yet, so nothing to record: close it.
      await expect(page.getByRole('dialog', { name: 'Pay with Zelle' })).toBeVisible();
      await page.keyboard.press('Escape');
      const response = created(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const booked = await response;
      expect(booked.status()).toBe(201);
      const bookingId = ((await booked.json()) as { id: string }).id;
      const place = await expectInView(page, page.getByRole('region', { name: 'Your booking' }), 'the booking outcome');
      expect(place.focused, 'the outcome holds the keyboard focus').toBe(true);

      // "Payment Sent" for this booking: the dialog says what happens next, and the coach sees it on the booking.
      await page.getByRole('button', { name: 'Show Zelle QR code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay with Zelle' });
      const reported = page.waitForResponse((r) =>
        r.url().endsWith(`/api/payments/bookings/${bookingId}/payment-sent`),
      );
      await dialog.getByRole('button', { name: 'Payment Sent' }).click();
      expect((await reported).status()).toBe(200);
      await expect(dialog.getByRole('status')).toContainText('We have told the coach your payment is on its way');
      await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      const signIn = await request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
      const { token } = (await signIn.json()) as { token: string };
      const agenda = await request.get('/api/coach/bookings', { headers: { Authorization: `Bearer ${token}` } });
      const row = ((await agenda.json()) as Array<{ id: string; paymentReportedAt: string | null }>).find(
        (b) => b.id === bookingId,
      );
      expect(row?.paymentReportedAt).toEqual(expect.any(String));
    });

    test('/lunar-booking: a reading brings the times into view, a time the details; the booking its confirmation', async ({
      page,
    }) => {
      await visitor(page);
      await page.goto('/lunar-booking');
      await page.getByRole('radio', { name: /3 Card Tarot Draw/ }).check();
      await expect(page.getByTestId('time-slot').first()).toBeVisible(FIRST_SLOTS);
      await expectInView(page, page.locator('#step-time'), 'step II');
      if (width < 600) {
        // More days than fit: the row says so (fade and arrow), and the arrow moves it on.
        await expect(page.getByTestId('days-later')).toBeVisible();
        await page.getByTestId('days-later').click();
        await expect(page.getByTestId('days-earlier')).toBeVisible();
      }
      await expect(page.getByTestId('slot-local-time').first()).toContainText(/your time$/);
      // Late in an Eastern evening today has one time left or none: the next day shown has a whole day's.
      await page.getByTestId('day-row').getByRole('button', { pressed: false }).first().click();
      await page.getByTestId('time-slot').nth(1).click();
      await expectInView(page, page.locator('#step-details'), 'step III');
      await expect(page.getByTestId('summary-time')).toContainText(/ET · .* your time/);
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Iris Lost');
      await page.getByRole('textbox', { name: 'Email' }).fill(`lunar.${width}@example.com`);
      await page.getByRole('combobox', { name: 'Payment Method' }).click();
      await page.getByRole('option', { name: 'Venmo', exact: true }).click();
      const response = created(page);
      await page.getByRole('button', { name: 'Book My Reading' }).click();
      expect((await response).status()).toBe(201);
      await page.waitForTimeout(SETTLE_MS);
      const focused = await page.evaluate(() => {
        const el = document.activeElement!;
        const box = el.getBoundingClientRect();
        return { tag: el.tagName, text: el.textContent?.trim().slice(0, 40), top: box.top, viewport: innerHeight };
      });
      expect(focused.tag, `focus on the confirmation heading: ${JSON.stringify(focused)}`).toMatch(/^H[1-3]$/);
      expect(focused.top).toBeGreaterThanOrEqual(0);
      expect(focused.top).toBeLessThan(focused.viewport);
    });
  });
}

test('keyboard only: every stop shows a ring, and a /booking booking ends in a 201', async ({ page }) => {
  await page.setViewportSize(viewportFor(1280));
  await visitor(page);
  await page.goto('/booking');
  await expect(page.getByTestId('booking-service-card').first()).toBeVisible();
  const noRing: string[] = [];
  // The first stop is the skip link; then through the navigation to the first service.
  await tabTo(page, '[data-testid="booking-service-card"] button', undefined, noRing);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slot-button').first()).toBeVisible(FIRST_SLOTS);
  await tabTo(page, '[data-testid="slot-button"]', undefined, noRing);
  await page.keyboard.press('Enter');
  await tabTo(page, 'input[name="customerName"]', undefined, noRing);
  await page.keyboard.type('Kay Board');
  await tabTo(page, 'input[name="customerEmail"]', undefined, noRing);
  await page.keyboard.type('keyboard.only@example.com');
  await tabTo(page, 'input[type="radio"][name="sessionType"]', undefined, noRing);
  await page.keyboard.press('Space');
  // Into the payment choices (none chosen: Tab lands on the first), one down: Cash App.
  await tabTo(page, 'input[type="radio"][name="paymentMethod"]', undefined, noRing);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Cash App' })).toBeChecked();
  await tabTo(page, 'button', 'Confirm Booking', noRing);
  const response = created(page);
  await page.keyboard.press('Enter');
  expect((await response).status()).toBe(201);
  expect(noRing, 'focused elements without a visible ring').toEqual([]);
  // The outcome takes focus once it has rendered (after the answer, not with it).
  await expect.poll(async () => (await focusRing(page)).tag).toBe('div');
});

// The coaching pages' stops are covered by the keyboard-only booking above; Lunar Light's home page here.
for (const path of ['/lunar-light']) {
  test(`${path}: the first 40 keyboard stops each show a ring`, async ({ page }) => {
    await page.setViewportSize(viewportFor(1280));
    await visitor(page);
    await page.goto(path);
    const noRing: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusRing(page);
      if (!focus.ring) noRing.push(focus.what);
    }
    expect(noRing).toEqual([]);
  });
}
