import { expect, test } from '../support/fixtures';
import { startApiInstance } from '../support/api-instance';
import { withE2eDb } from '../support/db';
import { BASE_URL, E2E_OUTBOX_DIR, E2E_PORT } from '../support/env';
import { linkInMail } from '../support/mail-links';
import { waitForMails } from '../support/outbox';
import { adminContext, expectToast, runId } from './admin-support';

/**
 * Issue 15: booking → the e-mail after the reading → its "Leave a review" link → the coach approves → the review shows
 * the stars the customer gave, the "Verified Reading" badge, and the average the server computes moves with it.
 */

/** A second instance that checks for due reminders twice a second (the main server polls once a minute). */
const REMINDER_PORT = E2E_PORT + 11;

test('a reading reviewed from its e-mail link shows its own stars and "Verified Reading", and moves the average', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const id = runId();
  const email = `iris-${id}@example.com`;
  const text = `Three cards, and each one named something I had not said aloud (${id}).`;
  await page.addInitScript(() => window.localStorage.setItem('lunar-light-walkthrough-seen', 'true'));

  // 1. The visitor books a reading.
  await page.goto('/lunar-booking');
  await page.getByRole('radio', { name: /^3 Card Tarot Draw/ }).check();
  await page.getByRole('group', { name: 'Day' }).getByRole('button').last().click();
  await page.getByTestId('time-slot').first().click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(`Iris ${id}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Zelle', exact: true }).click();
  const posted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Book My Reading' }).click();
  const created = await posted;
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; timeSlotId: string };
  await waitForMails({ to: email, type: 'booking-confirmation' }, 1);

  // 2. The reading takes place: its slot moves into the past (what a browser cannot do), so the review request is due.
  await withE2eDb(async (db) => {
    await db.query(
      `UPDATE time_slot
          SET starts_at = date_trunc('minute', now() - interval '3 hours') + interval '7 seconds',
              ends_at = date_trunc('minute', now() - interval '150 minutes') + interval '7 seconds',
              date = to_char((now() - interval '3 hours') AT TIME ZONE 'America/New_York', 'YYYY-MM-DD')
        WHERE id = $1`,
      [booking.timeSlotId],
    );
    const moved = await db.query(
      `UPDATE booking_reminder SET send_at = now() WHERE booking_id = $1 AND kind = 'review'`,
      [booking.id],
    );
    expect(moved.rowCount, 'a review request was armed for the reading').toBe(1);
  });
  const worker = await startApiInstance(REMINDER_PORT, {
    REMINDER_POLL_INTERVAL_MS: '500',
    OUTBOX_DIR: E2E_OUTBOX_DIR,
    PUBLIC_URL: BASE_URL,
  });
  let reviewUrl: string;
  try {
    const [mail] = await waitForMails({ to: email, type: 'booking-review-request' }, 1);
    expect(mail.subject).toContain('How was your 3 Card Tarot Draw?');
    reviewUrl = await linkInMail(page.context(), mail, 'Leave a review');
  } finally {
    await worker.stop();
  }
  expect(new URL(reviewUrl).pathname).toBe('/lunar-light');

  // 3. The link opens the review form about that reading.
  const summaryBefore = (await (await page.request.get('/api/psychic-reviews/summary')).json()) as {
    average: number | null;
    count: number;
  };
  await page.goto(reviewUrl);
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form.getByTestId('review-link-notice')).toContainText('Reviewing your reading on');
  await expect(form.getByRole('textbox', { name: 'Your Name' })).toHaveValue(`Iris ${id}`);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(form.getByRole('combobox', { name: 'Service' })).toHaveText('3 Card Tarot Draw');
  await form.locator('label', { hasText: '3 Stars' }).click();
  await form.getByRole('textbox', { name: 'Your Review' }).fill(text);
  const sent = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/psychic-reviews' && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit Review' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();

  // The same link cannot review the reading twice (a reload: going to the same address with its #hash would not).
  await page.reload();
  await expect(page.getByText('You have already reviewed this reading. Thank you!')).toBeVisible();

  // 4. The coach sees it as verified with its stars, and approves it.
  const coach = await adminContext(browser);
  const coachPage = await coach.newPage();
  await coachPage.goto('/coach?tab=reviews');
  const pending = coachPage.getByTestId('review-card').filter({ hasText: text });
  await expect(pending.getByTestId('review-verified')).toHaveText('Verified Reading');
  await expect(pending.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  await pending.getByRole('button', { name: `Approve review by Iris ${id}` }).click();
  await expectToast(coachPage, 'Review approved');
  await coach.close();

  // 5. On /lunar-light: its own three stars, the badge, and the server's average now counting it.
  const summary = (await (await page.request.get('/api/psychic-reviews/summary')).json()) as {
    average: number;
    count: number;
  };
  expect(summary.count).toBe(summaryBefore.count + 1);
  const list = (await (await page.request.get('/api/psychic-reviews')).json()) as Array<{ rating: number }>;
  const mean = list.reduce((sum, r) => sum + r.rating, 0) / list.length;
  expect(summary.average).toBe(Math.round(mean * 10) / 10);

  await page.goto('/lunar-light');
  const recent = page.getByTestId('recent-reviews');
  await recent.scrollIntoViewIfNeeded();
  const card = recent.getByTestId('review-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeVisible();
  await expect(card.getByTestId('verified-badge')).toHaveText('Verified Reading');
  await expect(page.getByTestId('average-rating')).toContainText(summary.average.toFixed(1));
  await expect(page.getByTestId('average-rating')).toContainText(`Average of ${summary.count} reviews`);
});
