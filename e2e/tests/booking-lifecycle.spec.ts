import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

/**
 * Issue 10: the manage link of a booking. Bookings are made through the API (the booking pages have their own
 * suites); the visitor then opens /manage/<token>, moves the booking and cancels it, in the booking's brand.
 */

interface Slot {
  id: string;
  date: string;
  time: string;
  startTime: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Free slots at least 30 hours ahead (changes close 24 hours before the start), each the first of its day. */
async function firstSlotsOfLaterDays(request: APIRequestContext, brand: 'coaching' | 'lunar'): Promise<Slot[]> {
  const response = await request.get(`/api/time-slots?brand=${brand}`, { timeout: 30_000 });
  expect(response.ok()).toBe(true);
  const slots = (await response.json()) as Slot[];
  const seen = new Set<string>();
  return slots.filter((s) => {
    if (Date.parse(s.startTime) < Date.now() + 1.25 * DAY_MS || seen.has(s.date)) return false;
    seen.add(s.date);
    return true;
  });
}

async function book(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/bookings', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; manageToken: string };
}

test('books through the API, then reschedules and cancels from the manage link', async ({ page, request }) => {
  const [first, second] = await firstSlotsOfLaterDays(request, 'coaching');
  const booking = await book(request, {
    fullName: 'Ada Lovelace',
    email: 'ada.manage@example.com',
    serviceId: 'strategic-decision',
    timeSlotId: first.id,
    deliveryPreference: 'chat',
    paymentMethod: 'zelle',
    timeZone: 'Europe/Berlin',
  });

  await page.goto(`/manage/${booking.manageToken}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Booking' })).toBeVisible();
  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByRole('heading', { name: 'Strategic Decision Coaching' })).toBeVisible();
  await expect(summary.getByTestId('summary-your-time')).toContainText('(Europe/Berlin)');
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');

  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.locator(`[data-slot-id="${second.id}"]`).click();
  await page.getByRole('button', { name: /^Move to .* ET$/ }).click();
  await expect(page.getByText('Booking Rescheduled')).toBeVisible();
  const moved = await (await request.get(`/api/manage/${booking.manageToken}`)).json();
  expect(moved.startTime).toBe(new Date(second.startTime).toISOString());
  await expect(summary.getByTestId('summary-when-eastern-')).toHaveText(moved.whenEastern);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Booking Cancelled')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByRole('link', { name: 'Book another session' })).toHaveAttribute('href', '/booking');

  // Both times are free again.
  const free = ((await (await request.get('/api/time-slots?brand=coaching')).json()) as Slot[]).map((s) => s.id);
  expect(free).toEqual(expect.arrayContaining([first.id, second.id]));
});

test("a Lunar Light booking's manage page wears the Lunar Light look, in dark and in light", async ({
  page,
  request,
}) => {
  const [slot] = await firstSlotsOfLaterDays(request, 'lunar');
  const booking = await book(request, {
    fullName: 'Iris Moon',
    email: 'iris.manage@example.com',
    serviceId: 'three-card-tarot',
    timeSlotId: slot.id,
    paymentMethod: 'venmo',
  });
  await page.addInitScript(() => localStorage.setItem('lunar-light-theme', 'dark'));
  await page.goto(`/manage/${booking.manageToken}`);

  const h1 = page.getByRole('heading', { level: 1, name: 'Manage Your Reading' });
  await expect(h1).toBeVisible();
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Cormorant Garamond');
  await expect(page.getByRole('link', { name: 'Lunar Light' })).toHaveAttribute('href', '/lunar-light');
  // Lunar Light's midnight background, not the coaching theme the shell put around /manage.
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe('rgb(11, 10, 31)');

  await page.getByTestId('theme-toggle').click();
  await expect.poll(background).toBe('rgb(250, 247, 255)');
  expect(await page.evaluate(() => localStorage.getItem('lunar-light-theme'))).toBe('light');
});
