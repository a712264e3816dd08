import { expect, test } from '../support/fixtures';
import { linkInMail, visibleTextOfMail } from '../support/mail-links';
import { waitForMail } from '../support/outbox';
import { ADMIN_PASSWORD, expectToast, plansOf, runId, visitorContext } from './admin-support';

/**
 * Issue 15, item 2: knowing an e-mail no longer opens a dashboard. A subscriber asks for a link, opens it from the
 * e-mail, asks the coach a question and signs out; the same link does not work twice.
 */
test('request a link → open it from the e-mail → dashboard → ask a question → sign out', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = runId();
  const customerEmail = `signin-${id}@example.com`;
  const customerName = `Robin ${id}`;
  const question = `What is the first step this week? (${id})`;

  // An active plan, started elsewhere and paid (the coach records the Venmo payment).
  const created = await request.post('/api/subscriptions', {
    data: { customerName, customerEmail, planType: 'standard', paymentMethod: 'venmo' },
  });
  expect(created.status(), await created.text()).toBe(202);
  const [{ id: subscriptionId }] = await plansOf(request, customerEmail);
  const signIn = await request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
  const { token } = (await signIn.json()) as { token: string };
  const paid = await request.post(`/api/coach/subscriptions/${subscriptionId}/mark-paid`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  const visitor = await visitorContext(browser);
  const page = await visitor.newPage();
  // Knowing the address and the id is not enough.
  expect((await page.request.get(`/api/subscriptions?email=${encodeURIComponent(customerEmail)}`)).status()).toBe(401);
  expect((await page.request.get(`/api/subscriptions/${subscriptionId}/messages`)).status()).toBe(401);

  await page.goto('/subscriptions');
  const box = page.getByTestId('subscription-access');
  await box.getByRole('textbox', { name: 'Email' }).fill(customerEmail);
  await box.getByRole('button', { name: 'Access Subscription' }).click();
  await expect(box.getByText("We've e-mailed you a link")).toBeVisible();
  await expect(box).toContainText(`We sent it to ${customerEmail}.`);
  await expect(page.getByTestId('subscription-dashboard')).toHaveCount(0);

  const mail = await waitForMail({ to: customerEmail, type: 'subscriber-sign-in' });
  expect(mail.subject).toMatch(/^Your sign-in link for /);
  const text = await visibleTextOfMail(visitor, mail);
  expect(text).toContain(`Hi Robin,`);
  expect(text).toContain('The link works once, within 15 minutes;');
  expect(text).toContain('this browser stays signed in for 30 days or until you sign out.');
  const link = await linkInMail(visitor, mail, 'Open your dashboard');
  expect(new URL(link).pathname).toBe('/subscriptions');

  await page.goto(link);
  const dashboard = page.getByTestId('subscription-dashboard');
  await expect(dashboard.getByTestId('status-badge')).toHaveText('Active');
  await expect(dashboard).toContainText(`Signed in as ${customerEmail}`);
  // The token left the address bar: a reload or the history cannot spend it again.
  expect(new URL(page.url()).search).toBe('');
  const cookie = (await visitor.cookies()).find((c) => c.name === 'subscriber_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await dashboard.getByRole('textbox', { name: 'Your question' }).fill(question);
  await dashboard.getByRole('button', { name: 'Send Question' }).click();
  await expectToast(page, 'Question sent');
  await expect(dashboard.getByTestId('customer-message').filter({ hasText: question })).toContainText(
    'The coach will respond soon.',
  );

  await dashboard.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(page.getByTestId('subscription-dashboard')).toHaveCount(0);
  expect((await visitor.cookies()).find((c) => c.name === 'subscriber_session')).toBeUndefined();
  await page.reload();
  await expect(page.getByTestId('plan-standard')).toBeVisible();
  await expect(page.getByTestId('subscription-dashboard')).toHaveCount(0);

  // The same link a second time: a clear message and the way to a new one.
  await page.goto(link);
  await expect(page.getByTestId('subscription-access').getByRole('alert')).toHaveText(
    'This sign-in link was already used. Ask for a new one below.',
  );
  await expect(
    page.getByTestId('subscription-access').getByRole('button', { name: 'Access Subscription' }),
  ).toBeVisible();
  await visitor.close();
});
