import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Booking } from './orders';

/**
 * On /lunar-booking with the reading (and card) already chosen: a time on the last offered day — far enough
 * ahead that no reminder e-mail joins the ones a test counts — the visitor's details, then "Book My Reading".
 */
export async function bookChosenReading(page: Page, fullName: string, email: string): Promise<Booking> {
  await page.getByRole('group', { name: 'Day' }).getByRole('button').last().click();
  const slot = page.getByTestId('time-slot').first();
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const posted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Book My Reading' }).click();
  const created = await posted;
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Booking;
}
