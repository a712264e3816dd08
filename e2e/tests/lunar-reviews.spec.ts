import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

/** The review form really submits; a review becomes public only after the coach approves it. */

const ADMIN_PASSWORD = 'e2e-admin-password';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('a submitted review is moderated: hidden until approved, then shown with its label and the stars it was given, without "Verified Reading"', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lunar-light-walkthrough-seen', 'true'));
  const text = `The timeline reading was uncannily right, run ${Date.now()}.`;
  await page.goto('/lunar-light');

  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toContainText('Reviews are moderated before publication.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form).toContainText('Name must be at least 2 characters');
  await expect(form).toContainText('Review must be at least 10 characters');

  await form.getByRole('textbox', { name: 'Your Name' }).fill('Juniper E2E');
  await form.getByRole('textbox', { name: 'Email' }).fill('juniper.e2e@example.com');
  await form.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Timeline Reading', exact: true }).click();
  // The star itself, as a visitor clicks it (the radio inside is visually hidden).
  await form.locator('label', { hasText: '4 Stars' }).click();
  await expect(form.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your Review' }).fill(text);
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/psychic-reviews') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit Review' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();

  // Stored unapproved: neither the public API nor the page shows it.
  const publicList = (await (await request.get('/api/psychic-reviews')).json()) as Array<{ reviewText: string }>;
  expect(publicList.map((r) => r.reviewText)).not.toContain(text);
  await page.reload();
  // Below the fold, the reviews load as the visitor scrolls to them.
  await page.getByTestId('recent-reviews').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('recent-reviews').getByTestId('review-card').first()).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // The coach approves it through the moderation API.
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const pending = (await (await request.get('/api/coach/reviews?status=pending', { headers: auth })).json()) as Array<{
    id: string;
    reviewText: string;
  }>;
  const mine = pending.find((r) => r.reviewText === text);
  expect(mine, 'the new review is in the pending list').toBeTruthy();
  expect((await request.post(`/api/coach/reviews/${mine!.id}/approve`, { headers: auth })).ok()).toBe(true);

  await page.reload();
  await page.getByTestId('recent-reviews').scrollIntoViewIfNeeded();
  const card = page.getByTestId('recent-reviews').getByTestId('review-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('review-service-label')).toHaveText('Timeline Reading');
  // The stars the customer gave (DESIGN §3), and no badge: this review came through no booking's link.
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
  await expect(card).not.toContainText('Verified Reading');
  await expect(card).toContainText('Juniper E2E');

  // The average is the server's, over the approved reviews, never a static 5.0.
  const summary = (await (await request.get('/api/psychic-reviews/summary')).json()) as {
    average: number;
    count: number;
  };
  expect(summary.average).toBeLessThan(5);
  await expect(page.getByTestId('average-rating')).toContainText(summary.average.toFixed(1));
  await expect(page.getByTestId('average-rating')).toContainText(`Average of ${summary.count} reviews`);
});
