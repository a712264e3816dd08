import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { bookChosenReading } from '../support/lunar-booking';
import { FIRST_SLOTS, SHOTS, skipTours, viewportFor } from './layout-support';

/**
 * Issue 33 item 5: a visitor who just booked adds the session to their calendar — Google Calendar and Outlook open
 * prefilled in a new tab, Apple Calendar (or any other) gets the booking's .ics — at a phone's and a desk's width,
 * in both themes. The times are checked against the booking the API created, in UTC.
 */

interface Created {
  id: string;
  startTime: string;
  manageToken: string;
}

/** 2026-11-21T14:00:00.000Z → 20261121T140000Z (Google's dates, the .ics's DTSTART). */
const compact = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
/** 2026-11-21T14:00:00.000Z → 2026-11-21T14:00:00Z (Outlook's startdt/enddt). */
const iso = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** /booking: a Personal Development Session (15 minutes) on the first free time, paid later with Zelle. */
async function bookWithZelle(page: Page, email: string): Promise<Created> {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Coaching Session' })).toBeVisible();
  await page.getByTestId('booking-service-card').filter({ hasText: 'Personal Development Session' }).click();
  const slot = page.getByTestId('slot-button').first();
  await expect(slot).toBeVisible(FIRST_SLOTS);
  await slot.click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Live Chat' }).check();
  await page.getByRole('radio', { name: 'Zelle' }).check();
  // Zelle opens its QR dialog at once; the visitor closes it and confirms.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const posted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const created = await posted;
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Created;
}

for (const [width, mode] of [
  [375, 'light'],
  [375, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const) {
  test(`adds a booked session to Google, Outlook and Apple calendars at ${width} px (${mode})`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: viewportFor(width),
      colorScheme: mode,
      acceptDownloads: true,
    });
    await skipTours(context);
    await context.addCookies([{ name: 'lunar-light-theme', value: mode, url: BASE_URL }]);
    const page = await context.newPage();
    const booking = await bookWithZelle(page, `calendar-${width}-${mode}@example.com`);
    const start = new Date(booking.startTime);
    const end = new Date(start.getTime() + 15 * 60_000);

    const confirmation = page.getByTestId('booking-confirmation');
    const calendar = confirmation.getByRole('region', { name: 'Add to your calendar' });
    await expect(calendar).toBeVisible();
    const google = calendar.getByRole('link', { name: /^Add to Google Calendar/ });
    const outlook = calendar.getByRole('link', { name: /^Add to Outlook Calendar/ });
    const apple = calendar.getByRole('link', { name: 'Add to Apple Calendar (.ics)' });

    const googleHref = (await google.getAttribute('href'))!;
    expect(googleHref).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/);
    expect(googleHref).toContain(`&dates=${compact(start)}/${compact(end)}&`);
    expect(googleHref).toContain('Personal%20Development%20Session%20with%20Coach%20Ari');
    const manageUrl = `${BASE_URL}/manage/${booking.manageToken}`;
    expect(decodeURIComponent(googleHref)).toContain(`Manage your booking: ${manageUrl}`);
    const outlookHref = (await outlook.getAttribute('href'))!;
    expect(outlookHref).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?subject=/);
    expect(outlookHref).toContain(`&startdt=${iso(start)}&enddt=${iso(end)}&`);
    for (const external of [google, outlook]) {
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // Every button fits the screen, none narrower than a finger.
    for (const link of [google, outlook, apple]) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }

    await expect(apple).toHaveAttribute('href', `/api/manage/${booking.manageToken}/calendar.ics`);
    const downloading = page.waitForEvent('download');
    await apple.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('session.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${compact(start)}`);
    expect(ics).toContain(`DTEND:${compact(end)}`);
    expect(ics).toContain(`UID:booking-${booking.id}@`);

    await confirmation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/add-to-calendar-${width}-${mode}.png`, fullPage: false });
    await confirmation.screenshot({ path: `${SHOTS}/add-to-calendar-box-${width}-${mode}.png` });
    await context.close();
  });
}

for (const [width, mode] of [
  [375, 'dark'],
  [1280, 'light'],
] as const) {
  test(`a booked Lunar Light reading goes in a calendar too, at ${width} px (${mode})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: mode });
    await skipTours(context);
    await context.addCookies([{ name: 'lunar-light-theme', value: mode, url: BASE_URL }]);
    const page = await context.newPage();
    await page.goto('/lunar-booking?service=love-reading&payment=zelle');
    await expect(page.getByRole('radio', { name: /^Love Reading/ })).toBeChecked();
    const booking = await bookChosenReading(page, 'Iris Moon', `lunar-calendar-${width}@example.com`);
    const start = new Date(booking.startTime);
    // Love Reading: 15 minutes.
    const end = new Date(start.getTime() + 15 * 60_000);

    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Your Reading Is Booked' })).toBeVisible();
    const calendar = confirmation.getByRole('region', { name: 'Add to your calendar' });
    const google = calendar.getByRole('link', { name: /^Add to Google Calendar/ });
    await expect(google).toHaveAttribute('href', /Love%20Reading%20with%20Luna/);
    expect(await google.getAttribute('href')).toContain(`&dates=${compact(start)}/${compact(end)}&`);
    expect(await calendar.getByRole('link', { name: /^Add to Outlook Calendar/ }).getAttribute('href')).toContain(
      `&startdt=${iso(start)}&enddt=${iso(end)}&`,
    );
    await expect(calendar.getByRole('link', { name: 'Add to Apple Calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/manage/${booking.manageToken ?? '(none)'}/calendar.ics`,
    );
    await calendar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/add-to-calendar-lunar-${width}-${mode}.png` });
    await context.close();
  });
}
