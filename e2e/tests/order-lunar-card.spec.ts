import { expect, test } from '../support/fixtures';
import { APPROVE_CARD, fillCard } from '../support/card-window';
import { bookChosenReading } from '../support/lunar-booking';
import { HELD_TEXT, bookingState, payInWindow, referenceOf } from '../support/orders';
import { mailsTo, waitForMail } from '../support/outbox';
import { runId } from './admin-support';

/**
 * Issue 13, journey 1: a Lunar Light reading paid by card. The service card's "Pay by Card" leads to a booking
 * (never a charge without one); the booking is held — in words and in the e-mail — until the card window, in
 * Lunar Light's look and at the server's price, takes the payment; then it is confirmed, with the invite, and a
 * receipt names the card and the reference.
 */
test('a Love Reading paid by card: held, paid in the Lunar card window, confirmed; held notice, confirmation with invite, receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = runId();
  const email = `iris-${id}@example.com`;

  await page.goto('/lunar-light');
  const card = page
    .getByTestId('service-card')
    .filter({ has: page.getByRole('heading', { name: 'Love Reading', exact: true }) });
  await card.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Debit/Credit Card', exact: true }).click();
  const payment = card.getByRole('region', { name: 'Debit/Credit Card payment' });
  // Choosing the card charges nothing yet: it leads to a time to hold.
  await payment.getByRole('link', { name: 'Pay by Card' }).click();

  await page.waitForURL((url) => url.pathname === '/lunar-booking');
  expect(new URL(page.url()).searchParams.get('service')).toBe('love-reading');
  await expect(page.getByRole('radio', { name: /^Love Reading/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Payment Method' })).toHaveText('Debit/Credit Card');
  const booking = await bookChosenReading(page, `Iris Moon ${id}`, email);
  expect(booking).toMatchObject({ status: 'pending_payment', amount: 3500 });

  // Held, not booked: the page and the first e-mail say so, and no invite goes out before the money.
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Your Reading Is Held' })).toBeVisible();
  await expect(confirmation.getByTestId('hold-status')).toContainText(HELD_TEXT);
  await expect(confirmation).not.toContainText('Your Reading Is Booked');
  const held = await waitForMail({ to: email, type: 'booking-held' });
  expect(held.subject).toContain(HELD_TEXT);
  expect(held.subject).toContain('Love Reading');
  expect(held.ics).toBeUndefined();
  expect((await mailsTo(email)).map((m) => m.type)).not.toContain('booking-confirmation');

  // The card window: Lunar Light's look, the server's amount, this very booking.
  const popupPromise = page.waitForEvent('popup');
  await confirmation.getByRole('button', { name: 'Pay now' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const windowUrl = new URL(popup.url());
  expect(windowUrl.pathname).toBe('/square-payment');
  expect(windowUrl.searchParams.get('bookingId')).toBe(booking.id);
  const title = popup.getByRole('heading', { level: 1, name: 'Secure Card Payment' });
  await expect(title).toBeVisible();
  await expect.poll(() => title.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Cormorant Garamond');
  await expect(popup.getByText('Love Reading').first()).toBeVisible();
  await expect(popup.getByText(HELD_TEXT)).toBeVisible();

  await fillCard(popup, APPROVE_CARD, { email });
  const paid = await payInWindow(popup, 'Pay $35');
  expect(paid.status).toBe(201);
  expect(paid.body.success).toBe(true);
  const reference = referenceOf(paid.body.paymentId!);
  await expect(popup.getByTestId('paid-headline')).toHaveText('Payment received — your Love Reading is confirmed');

  // The booking page hears it and stops saying "held".
  await expect(confirmation.getByRole('heading', { name: 'Your Reading Is Booked' })).toBeVisible();
  await expect(confirmation.getByTestId('payment-status')).toContainText('Payment received');
  await expect(confirmation.getByTestId('payment-status')).toContainText(reference);
  await expect(confirmation.getByText(HELD_TEXT)).toHaveCount(0);
  expect(await bookingState(request, booking)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });

  // The confirmation with the invite, and the receipt with the card's last 4 and the reference.
  const confirmed = await waitForMail({ to: email, type: 'booking-confirmation' });
  expect(confirmed.ics).toContain('BEGIN:VEVENT');
  expect(confirmed.ics).toContain('METHOD:REQUEST');
  expect(confirmed.subject).toContain('Love Reading');
  const receipt = await waitForMail({ to: email, type: 'payment-receipt' });
  expect(receipt.subject).toContain(reference);
  expect(receipt.text).toContain('4242');
  expect(receipt.text).toContain(reference);
  expect(receipt.text).toContain('$35');
  expect(receipt.text).toContain('Payment received — your Love Reading is confirmed');
  // Exactly one of each: the held notice is not followed by a second "held" or a second confirmation.
  const kinds = (await mailsTo(email)).map((m) => m.type).sort();
  expect(kinds).toEqual(['booking-confirmation', 'booking-held', 'payment-receipt']);
});
