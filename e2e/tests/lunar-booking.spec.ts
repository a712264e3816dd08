import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** /lunar-booking against the real API: psychic services, the lunar slots, POST /api/bookings. */

async function chooseReading(page: Page, name: string) {
  await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
}

async function pickFirstTime(page: Page): Promise<string> {
  const slot = page.getByTestId('time-slot').first();
  await expect(slot).toBeVisible();
  const time = (await slot.textContent())?.trim() ?? '';
  await slot.click();
  return time;
}

async function fillDetails(page: Page, payment: string) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Iris Moon');
  await page.getByRole('textbox', { name: 'Email' }).fill('iris.e2e@example.com');
  await page.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: payment, exact: true }).click();
}

test('a visitor books a reading end to end and the booked time leaves the list', async ({ page }) => {
  await page.goto('/lunar-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();

  const bookButton = page.getByRole('button', { name: 'Book My Reading' });
  await expect(bookButton).toBeDisabled();
  await chooseReading(page, '3 Card Tarot Draw');
  await expect(bookButton).toBeEnabled();

  const time = await pickFirstTime(page);
  await expect(page.getByTestId('summary-time')).toContainText(`${time} ET`);
  await fillDetails(page, 'Zelle');
  await page.getByRole('textbox', { name: 'Special Requests' }).fill('What does the next season hold?');

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
  await bookButton.click();

  const response = await posted;
  expect(response.status()).toBe(201);
  const booking = (await response.json()) as {
    id: string;
    timeSlotId: string;
    brand: string;
    serviceId: string;
    paymentMethod: string;
  };
  expect(booking).toMatchObject({ brand: 'lunar', serviceId: 'three-card-tarot', paymentMethod: 'zelle' });

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Your Reading Is Booked' })).toBeVisible();
  await expect(confirmation.getByTestId('confirmation-reading')).toHaveText('3 Card Tarot Draw');
  await expect(confirmation.getByTestId('confirmation-when')).toContainText(`at ${time} ET`);
  await expect(confirmation.getByTestId('confirmation-payment')).toHaveText('Zelle');
  await expect(confirmation.getByRole('button', { name: 'Pay $25 with Zelle' })).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Booking Confirmed!');

  // §4: the slot list is fetched again and no longer offers the slot just taken.
  const ids = async () =>
    ((await (await page.request.get('/api/time-slots?brand=lunar')).json()) as Array<{ id: string }>).map((s) => s.id);
  expect(await ids()).not.toContain(booking.timeSlotId);
  await page.getByRole('button', { name: 'Book Another Reading' }).click();
  await expect(page.getByTestId('time-slot').first()).toBeVisible();
  await expect(page.locator(`[data-slot-id="${booking.timeSlotId}"]`)).toHaveCount(0);
});

test('the page asks for a time first ("Time Slot Required") and guards the Zelle QR button ("Select a Service")', async ({
  page,
}) => {
  await page.goto('/lunar-booking');
  await page.getByRole('button', { name: 'Pay with Zelle QR' }).click();
  await expect(page.getByTestId('toast')).toContainText('Please select a service first to see QR code.');

  await chooseReading(page, 'Love Reading');
  await fillDetails(page, 'Cash App');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/bookings') && r.method() === 'POST') posted = true;
  });
  await page.getByRole('button', { name: 'Book My Reading' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Time Slot Required');
  await expect(toast).toContainText('Please select a date and time for your reading.');
  expect(posted).toBe(false);

  // With a service chosen, the QR button opens the shared Zelle dialog for that reading and amount.
  await page.getByRole('button', { name: 'Pay with Zelle QR' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Love Reading');
  await expect(dialog).toContainText('$35');
  await dialog.getByRole('button', { name: 'Payment Sent' }).click();
  await expect(dialog.getByRole('status')).toContainText('matched to your booking');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test('the special requests box is at least 100 px high', async ({ page }) => {
  await page.goto('/lunar-booking');
  const box = await page.getByRole('textbox', { name: 'Special Requests' }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(100);
});

test('a card booking is held and "Pay now" opens the /square-payment window for that booking only', async ({
  page,
}) => {
  await page.goto('/lunar-booking?service=one-question&payment=credit-card');
  await expect(page.getByRole('radio', { name: /^Mini Reading/ })).toBeChecked();
  await pickFirstTime(page);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Iris Moon');
  await page.getByRole('textbox', { name: 'Email' }).fill('iris.card@example.com');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Book My Reading' }).click();
  const booking = (await (await posted).json()) as { id: string; status: string };
  expect(booking.status).toBe('pending_payment');
  await expect(page.getByRole('heading', { name: 'Your Reading Is Held' })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay now' }).click();
  const win = await popup;
  const url = new URL(win.url());
  expect(url.pathname).toBe('/square-payment');
  // The order, not a price: the window shows the server's quote of this booking.
  expect(Object.fromEntries(url.searchParams)).toEqual({ bookingId: booking.id, brand: 'lunar' });
  await expect(win.getByRole('button', { name: 'Pay $11', exact: true })).toBeVisible();
  await win.close();
});
