import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { linkInMail } from '../support/mail-links';
import { waitForMail } from '../support/outbox';
import { ADMIN_PASSWORD, plansOf, runId } from './admin-support';
import { FIRST_SLOTS, horizontalOverflow, SHOTS, skipTours, viewportFor, WIDTHS } from './layout-support';

/**
 * Issue 29 items 7 and 9, as a visitor meets them: a long e-mail address stays on a phone's screen in the booking
 * confirmation, an anonymous visit to /subscriptions logs no console error, and a subscriber cancels their own plan
 * from the dashboard (with a confirmation; it runs to the end of its paid term; an e-mail to them and to the coach).
 */

const EXTERNAL_PAYMENT_HOSTS = /cash\.app|venmo\.com|paypal\.com|paypal\.me/;

async function visitor(browser: import('@playwright/test').Browser, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewportFor(width), hasTouch: width < 600 });
  await skipTours(context);
  await context.route(EXTERNAL_PAYMENT_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider</h1>' }),
  );
  return context;
}

/** Every line box of the text inside the element lies within the viewport (nothing cut off at the right). */
function textOutsideViewport(page: Page, testId: string, text: string): Promise<number> {
  return page.evaluate(
    ([testId, text]) => {
      const root = document.querySelector(`[data-testid="${testId}"]`);
      if (!root) return -1;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(text) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
        return Math.max(0, right - document.documentElement.clientWidth);
      }
      return -1;
    },
    [testId, text] as const,
  );
}

for (const width of WIDTHS) {
  test(`a long e-mail address stays on screen in the /booking confirmation at ${width} px`, async ({ browser }) => {
    const context = await visitor(browser, width);
    const page = await context.newPage();
    const email = `maximilian.alexander.longname.${width}.${runId()}@subdomain.example.com`;
    await page.goto('/booking');
    await page.getByTestId('booking-service-card').filter({ hasText: 'Personal Development Session' }).click();
    const slot = page.getByTestId('slot-button').first();
    await expect(slot).toBeVisible(FIRST_SLOTS);
    await slot.click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maximilian Longname');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('radio', { name: 'Live Chat' }).check();
    await page.getByRole('radio', { name: 'Venmo' }).check();
    const paymentTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await (await paymentTab).close();
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation).toContainText(email);
    await confirmation.scrollIntoViewIfNeeded();
    expect(await textOutsideViewport(page, 'booking-confirmation', email)).toBe(0);
    expect((await horizontalOverflow(page)).overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/v-confirmation-email-${width}.png` });
    await context.close();
  });
}

test('an anonymous visit to /subscriptions logs no console error and asks nothing that fails', async ({ browser }) => {
  const context = await visitor(browser, 375);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/')) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/subscriptions');
  await expect(page.getByTestId('plan-premium')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Access Subscription' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a subscriber cancels their plan from the dashboard at 375 px; they and the coach are e-mailed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = runId();
  const customerEmail = `cancel-${id}@example.com`;
  const created = await request.post('/api/subscriptions', {
    data: { customerName: `Robin ${id}`, customerEmail, planType: 'premium', paymentMethod: 'venmo' },
  });
  expect(created.status(), await created.text()).toBe(202);
  const [{ id: subscriptionId }] = await plansOf(request, customerEmail);
  const signIn = await request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
  const { token } = (await signIn.json()) as { token: string };
  const paid = await request.post(`/api/coach/subscriptions/${subscriptionId}/mark-paid`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  const context = await visitor(browser, 375);
  const page = await context.newPage();
  await page.goto('/subscriptions');
  const box = page.getByTestId('subscription-access');
  await box.getByRole('textbox', { name: 'Email' }).fill(customerEmail);
  await box.getByRole('button', { name: 'Access Subscription' }).click();
  const mail = await waitForMail({ to: customerEmail, type: 'subscriber-sign-in' });
  await page.goto(await linkInMail(context, mail, 'Open your dashboard'));
  const dashboard = page.getByTestId('subscription-dashboard');
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Active');
  await expect(dashboard.getByRole('heading', { level: 2 })).toHaveText(`Welcome, Robin ${id}`);

  await dashboard.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your Premium Coaching plan?' });
  await expect(dialog).toContainText('It stays active until');
  await expect(dialog).toContainText('It will not renew, and nothing more is due.');
  await page.screenshot({ path: `${SHOTS}/v-cancel-plan-dialog-375.png` });
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Active');

  await dashboard.getByRole('button', { name: 'Cancel plan' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  // Paid for: it runs to the end of its term (the site's terms), says so, and keeps taking questions until then.
  await expect(dashboard.getByTestId('ends-at-term-end')).toContainText(
    'You cancelled this plan. It stays active until',
  );
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Active');
  await expect(dashboard.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await expect(dashboard.getByRole('button', { name: 'Send Question' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/v-cancel-plan-done-375.png` });

  const toSubscriber = await waitForMail({ to: customerEmail, type: 'subscription-cancelled' });
  expect(toSubscriber.subject).toBe('Your Premium Coaching plan has been cancelled');
  expect(toSubscriber.text).toContain(
    'As you asked, we have cancelled your Premium Coaching plan. It stays active until',
  );
  const toCoach = await waitForMail({
    to: 'coach@example.com',
    type: 'coach-subscription-cancelled',
    where: (m) => m.subject.includes(`Robin ${id}`),
  });
  expect(toCoach.subject).toContain('Plan cancelled by the subscriber');
  // After a reload it still reads so: the server, not the page, holds it.
  await page.reload();
  await expect(page.getByTestId('ends-at-term-end')).toBeVisible();
  // The same dashboard at the desk and in the light theme, for the eye (DESIGN: both widths, both themes).
  const state = await context.storageState();
  for (const [width, mode] of [
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
  ] as const) {
    const look = await browser.newContext({ viewport: viewportFor(width), storageState: state, colorScheme: mode });
    await look.addCookies([{ name: 'lunar-light-theme', value: mode, url: new URL(page.url()).origin }]);
    const shot = await look.newPage();
    await shot.goto('/subscriptions');
    await expect(shot.getByTestId('ends-at-term-end')).toBeVisible();
    await shot.getByTestId('subscription-dashboard').screenshot({ path: `${SHOTS}/v-plan-ends-${width}-${mode}.png` });
    await look.close();
  }
  await context.close();
});
