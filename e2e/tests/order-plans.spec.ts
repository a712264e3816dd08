import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { APPROVE_CARD, fillCard } from '../support/card-window';
import { openSubscriptionDashboard, payInWindow, referenceOf } from '../support/orders';
import { linkInMail } from '../support/mail-links';
import { mailsTo, waitForMail } from '../support/outbox';
import { plansOf, runId } from './admin-support';

/**
 * Issue 13, journey 3: plans. A plan paid by card activates the very subscription it was started for; Zelle QR
 * works for a plan; an unpaid plan's dashboard says it activates once payment is received and offers no Send.
 * Issue 28: starting a plan answers alike for every address, so the page says "check your inbox" and the new plan
 * is paid from the card link of its welcome e-mail.
 */

async function startPlan(page: Page, planName: string, name: string, email: string, method: string) {
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: `Select Plan: ${planName}` }).click();
  const form = page.getByRole('form', { name: 'Complete Your Subscription' });
  await form.getByRole('textbox', { name: 'Full name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/subscriptions' && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Start Subscription' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(202);
  expect(response.headers()['set-cookie']).toBeUndefined();
  await expect(page.getByTestId('plan-started')).toContainText(`We sent it to ${email}.`);
}

test('a Premium plan paid by card from its welcome e-mail activates that very subscription; the receipt follows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = runId();
  const email = `plan-card-${id}@example.com`;
  await startPlan(page, 'Premium Coaching', `Pat ${id}`, email, 'Debit/Credit Card');
  const [subscription] = await plansOf(request, email);
  expect(subscription).toMatchObject({ status: 'pending_payment' });

  const welcome = await waitForMail({ to: email, type: 'subscription-confirmation' });
  const cardLink = await linkInMail(page.context(), welcome, 'Pay $44 by card');
  expect(new URL(cardLink).searchParams.get('subscriptionId')).toBe(subscription.id);
  await page.goto(cardLink);
  await expect(page.getByText('Premium Coaching').first()).toBeVisible();
  await fillCard(page, APPROVE_CARD, { email });
  const paid = await payInWindow(page, 'Pay $44');
  expect(paid.status).toBe(201);
  expect(paid.body.success).toBe(true);
  await expect(page.getByTestId('paid-headline')).toHaveText('Payment received — your Premium Coaching plan is active');

  // A fresh look-up, as the subscriber would do tomorrow: the plan is active and questions can be asked.
  await openSubscriptionDashboard(page, email);
  const dashboard = page.getByTestId('subscription-dashboard');
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Active');
  await expect(dashboard.getByTestId('plan-badge')).toHaveText('Premium Coaching');
  await expect(dashboard.getByRole('button', { name: 'Send Question' })).toBeEnabled();

  const reference = referenceOf(paid.body.paymentId!);
  const receipt = await waitForMail({ to: email, type: 'payment-receipt' });
  expect(receipt.subject).toContain(reference);
  expect(receipt.text).toContain('$44');
  expect(receipt.text).toContain('4242');
  expect(receipt.text).toContain('Premium Coaching');
  expect(receipt.text).not.toMatch(/session is confirmed|has been booked/);
});

test('a plan with Zelle QR shows the QR dialog; unpaid, its dashboard explains and offers no Send', async ({
  page,
  request,
}) => {
  const id = runId();
  const email = `plan-qr-${id}@example.com`;
  await startPlan(page, 'Standard Coaching', `Quinn ${id}`, email, 'Zelle QR Code');
  const [subscription] = await plansOf(request, email);

  await openSubscriptionDashboard(page, email);
  const dashboard = page.getByTestId('subscription-dashboard');
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Pending payment');
  await expect(dashboard).toContainText(/activates once payment is received/);
  // No question box that could only fail: no Send, no "3 questions left today".
  await expect(dashboard.getByRole('button', { name: /^Send/ })).toHaveCount(0);
  await expect(dashboard.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await expect(dashboard).not.toContainText('left today');
  // How to pay is shown: the card for this very plan, at the plan's price, and the Zelle QR.
  await expect(dashboard.getByRole('link', { name: 'Pay $22 by card' })).toHaveAttribute(
    'href',
    new RegExp(`subscriptionId=${subscription.id}`),
  );
  await dashboard.getByRole('button', { name: 'Show Zelle QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with Zelle' });
  await expect(dialog.getByRole('img', { name: /Zelle QR code for/ })).toBeVisible();
  await expect(dialog).toContainText('$22');
  await dialog.getByRole('button', { name: 'Payment Sent' }).click();
  await expect(dialog.getByRole('status')).toContainText('matched to your booking');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The same e-mail starting the same plan again: the same answer, no second plan, nothing changed, and the
  // address is told how to pay the plan it has (issue 28).
  const again = await request.post('/api/subscriptions', {
    data: { customerName: `Someone Else ${id}`, customerEmail: email, planType: 'standard', paymentMethod: 'venmo' },
  });
  expect(again.status(), await again.text()).toBe(202);
  const reminder = await waitForMail({ to: email, type: 'subscription-pending-again' });
  expect(reminder.text).toContain(`subscriptionId=${subscription.id}`);
  expect(await plansOf(request, email)).toEqual([
    expect.objectContaining({ id: subscription.id, status: 'pending_payment' }),
  ]);
  // No receipt: nothing was paid by card.
  expect((await mailsTo(email)).map((m) => m.type)).not.toContain('payment-receipt');
});
