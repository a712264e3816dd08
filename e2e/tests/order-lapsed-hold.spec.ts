import { expect, test } from '../support/fixtures';
import { withE2eDb } from '../support/db';
import { bookChosenReading } from '../support/lunar-booking';
import { linkInMail } from '../support/mail-links';
import { HELD_TEXT, bookingState, freeSlots } from '../support/orders';
import { mailsTo, waitForMail } from '../support/outbox';
import { runId } from './admin-support';

/**
 * Issue 13, journey 5: a card hold that lapses unpaid releases the time and tells the visitor, with a link to
 * book again. Fifteen minutes are not waited out: the hold's end is moved into the past in the e2e database (the
 * one thing a browser cannot do), and the server's own sweep — every HOLD_SWEEP_INTERVAL_MS, 1 s in
 * playwright.config.ts — releases it as it would any lapsed hold.
 */
test('a lapsed card hold is released: the page says so and the visitor is e-mailed a link to book again', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const id = runId();
  const email = `lapsed-${id}@example.com`;

  await page.goto('/lunar-booking?service=love-reading&payment=card');
  await expect(page.getByRole('radio', { name: /^Love Reading/ })).toBeChecked();
  const booking = await bookChosenReading(page, `Rowan ${id}`, email);
  expect(booking.status).toBe('pending_payment');
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByTestId('hold-status')).toContainText(HELD_TEXT);
  await waitForMail({ to: email, type: 'booking-held' });

  // The fifteen minutes pass.
  const moved = await withE2eDb((db) =>
    db.query(
      `UPDATE booking SET hold_expires_at = now() - interval '1 minute' WHERE id = $1 AND status = 'pending_payment'`,
      [booking.id],
    ),
  );
  expect(moved.rowCount).toBe(1);

  // The page that was left open follows the server: the time was released, nothing was charged.
  await expect(confirmation.getByRole('heading', { name: 'Your Held Time Was Released' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(confirmation).toContainText('nothing was charged');
  await expect(confirmation.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  const released = await waitForMail({ to: email, type: 'booking-released' }, 90_000);
  expect(released.subject).toContain('Love Reading');
  expect(released.ics).toBeUndefined();
  expect((await bookingState(page.request, booking)).status).toBe('expired');
  // The slot is free for anyone again.
  expect((await freeSlots(page.request, 'lunar', 0)).map((s) => s.id)).toContain(booking.timeSlotId);

  // The e-mail's button leads back to Lunar Light's booking page.
  const again = await linkInMail(context, released, /book your reading again/i);
  expect(new URL(again).pathname).toBe('/lunar-booking');
  await page.goto(again);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Reading', exact: true })).toBeVisible();

  // Released once, never confirmed, never a receipt.
  const kinds = (await mailsTo(email)).map((m) => m.type).sort();
  expect(kinds).toEqual(['booking-held', 'booking-released']);
});
