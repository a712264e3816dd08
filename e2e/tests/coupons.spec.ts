import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withE2eDb } from '../support/db';
import { waitForMail } from '../support/outbox';
import { ADMIN_PASSWORD, runId } from './admin-support';
import path from 'node:path';
import { BASE_URL } from '../support/env';
import { FIRST_SLOTS, SHOTS, skipTours, viewportFor } from './layout-support';

/**
 * Issue 33 item 4, the visitor's side of coupons: a code from a shared link or typed in, on the coaching and Lunar
 * Light booking forms and the plans. The server prices: the page shows its quote before the booking and the booking's
 * own discount after, and the confirmation e-mail carries it too. A code that is refused (expired, used up — by the
 * quote or only at the booking) says why by the field, and no booking is made with it. Far-away visitors
 * (Honolulu, Auckland) book as in the time-zone journeys: the price does not depend on the zone, the day does.
 */

const EXTERNAL_PAYMENT_HOSTS = /cash\.app|venmo\.com|paypal\.com|paypal\.me/;
const COACHING_SERVICE = 'Personal Development Session';

interface CouponBody {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  brand?: string;
  serviceId?: string;
  planType?: string;
  expiresOn?: string;
  maxUses?: number;
  oncePerEmail?: boolean;
}

/** The coach makes a code through the console's API: signed in by cookie, the write carrying the CSRF token. */
async function createCoupon(request: APIRequestContext, body: CouponBody): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const created = await request.post('/api/coach/coupons', { data: body, headers: { 'X-CSRF-Token': csrf } });
  expect(created.status(), await created.text()).toBe(201);
}

const code = (prefix: string) => `${prefix}-${runId()}`.toUpperCase().slice(0, 32);
const dollars = (cents: number) => `$${Number.isInteger(cents / 100) ? cents / 100 : (cents / 100).toFixed(2)}`;

async function servicePrice(request: APIRequestContext, path: string, name: string) {
  const services = (await (await request.get(path)).json()) as Array<{ id: string; name: string; price: number }>;
  const service = services.find((s) => s.name === name);
  expect(service, `${name} in ${path}`).toBeTruthy();
  return service!;
}

async function visitor(browser: Browser, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  await skipTours(context);
  await context.route(EXTERNAL_PAYMENT_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider</h1>' }),
  );
  return context.newPage();
}

/** /booking up to "Your Information" filled, Venmo chosen: the code field is in that step. */
async function fillCoachingBooking(page: Page, email: string) {
  await page.getByTestId('booking-service-card').filter({ hasText: COACHING_SERVICE }).click();
  await expect(page.getByTestId('slot-button').first()).toBeVisible(FIRST_SLOTS);
  await page.getByTestId('slot-button').last().click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Lani Coupon');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Live Chat' }).check();
  await page.getByRole('radio', { name: 'Venmo' }).check();
}

const bookingPosts = (page: Page) => {
  const posts: Array<{ couponCode?: string }> = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/bookings' && r.method() === 'POST') posts.push(r.postDataJSON());
  });
  return posts;
};

test.describe('coupons on the visitor side', () => {
  test('a 20% code from a shared link on /booking in Honolulu: the summary, the success screen and the e-mail show the discount', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const service = await servicePrice(request, '/api/services', COACHING_SERVICE);
    const spring = code('SPRING');
    await createCoupon(request, { code: spring, kind: 'percent', value: 20, brand: 'coaching' });
    const discount = Math.round(service.price * 0.2);
    const total = service.price - discount;

    const page = await visitor(browser, 'Pacific/Honolulu');
    const email = `coupon-honolulu-${runId()}@example.com`;
    await page.goto(`/booking?code=${spring.toLowerCase()}`);
    await fillCoachingBooking(page, email);

    const field = page.getByTestId('coupon-field');
    await expect(field.getByRole('status')).toHaveText(
      `Code ${spring}: 20% off — ${dollars(total)} instead of ${dollars(service.price)}`,
    );
    const summary = page.getByTestId('booking-summary');
    await expect(summary.getByTestId('coupon-discount')).toContainText(`−${dollars(discount)}`);
    await expect(summary).toContainText(`Total${dollars(total)}`);

    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const sent = response.request().postDataJSON() as { couponCode?: string; timeZone?: string };
    expect(sent).toMatchObject({ couponCode: spring, timeZone: 'Pacific/Honolulu' });
    const booking = (await response.json()) as { amount: number; coupon: { code: string; discountCents: number } };
    expect(booking).toMatchObject({ amount: total, coupon: { code: spring, discountCents: discount } });

    await expect(page.getByTestId('booking-coupon')).toHaveText(
      `Code ${spring} (20% off): you saved ${dollars(discount)} — total ${dollars(total)}`,
    );
    const mail = await waitForMail({ to: email, type: 'booking-confirmation' });
    expect(mail.text).toContain(spring);
    expect(mail.text).toContain(`−${dollars(discount)}`);
    expect(mail.text).toContain(dollars(total));
    await page.context().close();
  });

  test('a fixed code typed on /lunar-booking in Auckland: $5 off in the summary, the confirmation and the e-mail', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const service = await servicePrice(request, '/api/psychic-services', 'Love Reading');
    const moon = code('MOON');
    await createCoupon(request, { code: moon, kind: 'fixed', value: 5, brand: 'lunar' });
    const total = service.price - 500;

    const page = await visitor(browser, 'Pacific/Auckland');
    const email = `coupon-auckland-${runId()}@example.com`;
    await page.goto('/lunar-booking?service=love-reading&payment=zelle');
    await page.getByRole('group', { name: 'Day' }).getByRole('button').last().click();
    await page.getByTestId('time-slot').first().click();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Aroha Moon');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);

    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    // Keyboard only: the field takes focus as it opens (wait for it: on a loaded machine keys typed before the focus
    // moves go nowhere), then Enter applies (and does not book).
    await expect(page.getByRole('textbox', { name: 'Discount code' })).toBeFocused();
    await page.keyboard.type(moon.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('coupon-field').getByRole('status')).toHaveText(
      `Code ${moon}: $5 off — ${dollars(total)} instead of ${dollars(service.price)}`,
    );
    await expect(page.getByTestId('summary-total')).toHaveText(dollars(total));
    // Looked at on a phone: the code line and the summary's discount row within 375 px.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('region', { name: 'Booking summary' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'coupons-lunar-applied-375.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Book My Reading' }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ couponCode: moon, timeZone: 'Pacific/Auckland' });

    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation).toContainText(`${moon} ($5 off): −$5`);
    await expect(confirmation).toContainText(dollars(total));
    const mail = await waitForMail({ to: email, type: 'booking-confirmation' });
    expect(mail.text).toContain(moon);
    expect(mail.text).toContain(dollars(total));
    await page.context().close();
  });

  test('an expired code and a used-up one get their own words by the field, and no booking is made with them', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const expired = code('OLD');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await createCoupon(request, { code: expired, kind: 'percent', value: 50, expiresOn: tomorrow });
    await withE2eDb((db) => db.query(`UPDATE coupon SET expires_on = '2020-01-01' WHERE code = $1`, [expired]));
    const last = code('LAST');
    await createCoupon(request, { code: last, kind: 'percent', value: 10, brand: 'coaching', maxUses: 1 });

    const page = await visitor(browser, 'Pacific/Honolulu');
    const posts = bookingPosts(page);
    await page.goto('/booking');
    await fillCoachingBooking(page, `coupon-refused-${runId()}@example.com`);
    const field = page.getByTestId('coupon-field');
    await field.getByRole('button', { name: 'Have a discount code?' }).click();
    const input = field.getByRole('textbox', { name: 'Discount code' });

    await input.fill(expired);
    await field.getByRole('button', { name: 'Apply' }).click();
    await expect(field.getByRole('alert')).toHaveText('This code has expired.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // The last use is free when the visitor applies it, then someone else takes it before they book.
    await input.fill(last);
    await field.getByRole('button', { name: 'Apply' }).click();
    await expect(field.getByRole('status')).toContainText(`Code ${last}: 10% off`);
    const other = await request.post('/api/bookings', {
      data: await otherBooking(request, last),
    });
    expect(other.status(), await other.text()).toBe(201);

    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    expect((await refused).status()).toBe(409);
    await expect(field.getByRole('alert')).toHaveText('This code has been used up.');
    await expect(input).toHaveValue(last);
    // Everything typed is kept; the total is the full price again.
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Lani Coupon');
    await expect(page.getByTestId('booking-summary').getByTestId('coupon-discount')).toHaveCount(0);
    await expect(page.getByTestId('booking-confirmation')).toHaveCount(0);
    expect(posts.map((p) => p.couponCode)).toEqual([last]);

    // Applied again, the quote now says it is used up before anything is sent.
    await field.getByRole('button', { name: 'Apply' }).click();
    await expect(field.getByRole('alert')).toHaveText('This code has been used up.');
    expect(posts).toHaveLength(1);
    await page.context().close();
  });

  test('a plan with a code: the first month’s price from the server, the code sent, the e-mail carries it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const plan = code('PLAN');
    await createCoupon(request, { code: plan, kind: 'percent', value: 50, planType: 'standard' });
    const page = await visitor(browser);
    const email = `coupon-plan-${runId()}@example.com`;
    await page.goto(`/subscriptions?code=${plan}`);
    await page.getByRole('button', { name: 'Select Plan: Standard Coaching' }).click();
    const form = page.getByRole('form', { name: 'Complete Your Subscription' });
    await expect(form.getByTestId('coupon-field').getByRole('status')).toHaveText(
      `Code ${plan}: 50% off — $11 instead of $22`,
    );
    await expect(page.getByTestId('plan-coupon-total')).toContainText(`First month with ${plan}: $11 instead of $22`);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Pua Plan');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Debit/Credit Card', exact: true }).click();
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/subscriptions' && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Start Subscription' }).click();
    const response = await started;
    expect(response.status(), await response.text()).toBe(202);
    expect(response.request().postDataJSON()).toMatchObject({ couponCode: plan, planType: 'standard' });
    await expect(page.getByTestId('plan-started')).toBeVisible();
    const mail = await waitForMail({ to: email, type: 'subscription-confirmation' });
    expect(mail.text).toContain(plan);
    expect(mail.text).toContain('$11');
    await page.context().close();
  });
});

for (const [width, mode] of [
  [375, 'light'],
  [375, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const) {
  test(`the code field on /booking at ${width} px (${mode}): applied, then refused, fits the screen`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const good = code('SHOT');
    await createCoupon(request, { code: good, kind: 'percent', value: 20, brand: 'coaching' });
    const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: mode });
    await skipTours(context);
    await context.addCookies([{ name: 'lunar-light-theme', value: mode, url: BASE_URL }]);
    const page = await context.newPage();
    await page.goto(`/booking?code=${good}`);
    await fillCoachingBooking(page, `coupon-shot-${width}-${mode}@example.com`);
    const field = page.getByTestId('coupon-field');
    await expect(field.getByRole('status')).toContainText(`Code ${good}: 20% off`);
    await field.scrollIntoViewIfNeeded();
    const shot = (state: string) => path.join(SHOTS, `coupons-${state}-${width}-${mode}.png`);
    await page.screenshot({ path: shot('applied') });
    if (width >= 1000) await page.getByTestId('booking-summary').screenshot({ path: shot('summary') });

    await field.getByRole('button', { name: `Remove code ${good}` }).click();
    const input = field.getByRole('textbox', { name: 'Discount code' });
    await expect(input).toBeFocused();
    await input.fill('NOPE-NOT-A-CODE');
    await field.getByRole('button', { name: 'Apply' }).click();
    await expect(field.getByRole('alert')).toHaveText("This code isn't valid. Check the spelling and try again.");
    await page.screenshot({ path: shot('error') });
    for (const box of [await input.boundingBox(), await field.getByRole('button', { name: 'Apply' }).boundingBox()]) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await context.close();
  });
}

/** Another visitor's coaching booking with the code, made through the API (the last use taken). */
async function otherBooking(request: APIRequestContext, couponCode: string) {
  const service = await servicePrice(request, '/api/services', COACHING_SERVICE);
  const slots = (await (await request.get('/api/time-slots?brand=coaching')).json()) as Array<{ id: string }>;
  return {
    fullName: 'Someone Else',
    email: `coupon-other-${runId()}@example.com`,
    serviceId: service.id,
    timeSlotId: slots[0].id,
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    paymentMethod: 'venmo',
    couponCode,
  };
}
