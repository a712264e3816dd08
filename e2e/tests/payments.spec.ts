import { expect, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { APPROVE_CARD, DECLINE_CARD, fillCard } from '../support/card-window';

/**
 * mfe-payments in the composed site: the card window as a real pop-up, the checkout redirect and the
 * Zelle mail draft. PaymentOptions is embedded by the brand remotes; here it is driven from the payments
 * remote's own standalone page (served at /mfe/mfe_payments/index.html), so these tests do not depend on
 * another team's page layout.
 */
const PAYMENT_OPTIONS_PAGE = '/mfe/mfe_payments/index.html';
const APPROVE = APPROVE_CARD;
const DECLINE = DECLINE_CARD;

/** The brand e-mails the site is configured with (GET /api/brands), not hard-coded defaults. */
async function brandEmails(request: APIRequestContext): Promise<Record<'coaching' | 'lunar', string>> {
  const brands = (await (await request.get('/api/brands')).json()) as Record<'coaching' | 'lunar', { email: string }>;
  return { coaching: brands.coaching.email, lunar: brands.lunar.email };
}

/** The Lunar Light section of the options page (the second PaymentOptions). */
const lunarOptions = (page: Page) => page.getByRole('region', { name: 'Payment Options' }).nth(1);

async function openCardWindow(page: Page) {
  await page.goto(PAYMENT_OPTIONS_PAGE);
  // Collect what the card window reports back to the page that opened it.
  await page.evaluate(() => {
    const w = window as unknown as { paymentMessages: unknown[] };
    w.paymentMessages = [];
    window.addEventListener('message', (e) => w.paymentMessages.push(e.data));
  });
  // The card tile is Lunar Light's explicit general payment (issue 13): an order the server quotes, no price in the URL.
  const card = lunarOptions(page).getByTestId('pay-card');
  await expect(card).toHaveAttribute('href', '/square-payment?serviceId=general&brand=lunar');
  const [popup] = await Promise.all([page.waitForEvent('popup'), card.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe(
    '/square-payment?serviceId=general&brand=lunar',
  );
  const title = popup.getByRole('heading', { level: 1, name: 'Secure Card Payment' });
  await expect(title).toBeVisible();
  // Lunar Light's look, not the coaching one the shell gives the route.
  await expect.poll(() => title.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Cormorant Garamond');
  return popup;
}

test('a card payment in the /square-payment pop-up is approved, reported to the opener, and the window closes', async ({
  page,
}) => {
  const popup = await openCardWindow(page);
  await fillCard(popup, APPROVE);
  const answer = popup.waitForResponse((r) => r.url().endsWith('/api/square-payment'));
  await popup.getByRole('button', { name: 'Pay $25' }).click();
  expect((await answer).ok()).toBe(true);

  await expect(popup.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(popup.getByText('This window will close in 3 seconds.')).toBeVisible();
  // A general payment is never "booked".
  await expect(popup.getByTestId('paid-headline')).toHaveText('Payment received — $25 general payment');
  await expect(popup.getByText(/booked/i)).toHaveCount(0);
  await popup.waitForEvent('close', { timeout: 10_000 });

  const messages = await page.evaluate(() => (window as unknown as { paymentMessages: unknown[] }).paymentMessages);
  expect(messages).toContainEqual(
    expect.objectContaining({
      type: 'payment-window-result',
      status: 'paid',
      serviceId: 'general',
      amount: 25,
      brand: 'lunar',
    }),
  );
});

test('a declined sandbox card shows "Payment Failed" and the window stays open on the form', async ({ page }) => {
  const popup = await openCardWindow(page);
  await fillCard(popup, DECLINE);
  const answer = popup.waitForResponse((r) => r.url().endsWith('/api/square-payment'));
  await popup.getByRole('button', { name: 'Pay $25' }).click();
  const response = await answer;
  expect(response.status()).toBe(402);
  const { message } = (await response.json()) as { message: string };

  const toast = popup.getByTestId('toast').filter({ hasText: 'Payment Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(message);
  await expect(popup.getByRole('button', { name: 'Pay $25' })).toBeEnabled();
  expect(popup.isClosed()).toBe(false);
});

test('the card window validates before posting: each §5 toast', async ({ page }) => {
  let posted = 0;
  page.on('request', (r) => r.url().endsWith('/api/square-payment') && posted++);
  await page.goto('/square-payment?serviceId=general&brand=coaching');
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(page.getByTestId('toast')).toContainText('Please fill in all required fields including card details.');
  // A hovered toast stays up (notistack pauses it), so move the pointer off it and submit from the keyboard.
  await page.mouse.move(0, 0);
  await fillCard(page, '4242 4242 42');
  await page.getByLabel('Billing ZIP').press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Invalid Card Number' })).toBeVisible();
  expect(posted).toBe(0);
});

test('checkout books the chosen time and pays it with the card typed there, then shows the receipt', async ({
  page,
}) => {
  await page.goto('/checkout?service=strategic-decision');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  await expect(page.getByLabel('Service')).toHaveValue('strategic-decision');
  // The last offered time: the first ones are left to the booking pages' tests.
  const time = page.getByLabel('Time (Eastern)');
  await expect(time.locator('option').nth(1)).toBeAttached();
  await time.selectOption(await time.locator('option').last().getAttribute('value'));
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada.checkout@example.com');
  await page.getByLabel('Card number').fill(APPROVE);
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Billing ZIP').fill('02139');
  const booked = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  const request = page.waitForRequest((r) => r.url().endsWith('/api/square/create-payment'));
  await page.getByRole('button', { name: 'Pay $25', exact: true }).click();
  // Paying books first (a card booking, held), then the card pays that booking through the gateway.
  const booking = (await (await booked).json()) as { id: string; status: string };
  expect(booking.status).toBe('pending_payment');
  const body = (await request).postDataJSON() as {
    bookingId: string;
    serviceId: string;
    card: { number: string; expiryMonth: string; expiryYear: string; cvv: string };
  };
  expect(body).toMatchObject({
    serviceId: 'strategic-decision',
    bookingId: booking.id,
    customerInfo: { name: 'Ada Lovelace', email: 'ada.checkout@example.com' },
  });
  expect(body.card.number.replace(/\D/g, '')).toBe('4242424242424242');
  expect(body.card).toMatchObject({ expiryMonth: '12', cvv: '123' });
  await page.waitForURL((url) => url.pathname === '/success' && url.searchParams.has('paymentId'));
  await expect(
    page.getByText('Payment received — your Strategic Decision Coaching session is confirmed').first(),
  ).toBeVisible();
});

test('checkout refuses an incomplete form with "Please fill in all required fields"', async ({ page }) => {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByTestId('toast')).toContainText('Please fill in all required fields');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the Zelle tile is a mail draft to the brand e-mail with the §7 subject and the amount', async ({
  page,
  request,
}) => {
  const emails = await brandEmails(request);
  await page.goto(PAYMENT_OPTIONS_PAGE);
  const lunar = new URL((await lunarOptions(page).getByTestId('pay-zelle').getAttribute('href'))!);
  expect(lunar.protocol).toBe('mailto:');
  expect(lunar.pathname).toBe(emails.lunar);
  expect(lunar.searchParams.get('subject')).toBe('Payment for Love Reading');
  expect(lunar.searchParams.get('body')).toContain('I am sending $35 by Zelle');

  // The home pages' tiles name no service: a general "Payment Request", never a "Monthly Subscription Payment".
  const coaching = new URL(
    (await page
      .getByRole('region', { name: 'Payment Options' })
      .first()
      .getByTestId('pay-zelle')
      .getAttribute('href'))!,
  );
  expect(coaching.pathname).toBe(emails.coaching);
  expect(coaching.searchParams.get('subject')).toBe('Payment Request');
  expect(coaching.searchParams.get('body')).toContain('$25');
  expect(coaching.searchParams.get('body')).not.toContain('subscription');
});

test('the Zelle QR tile opens a dialog with a generated QR code, and "Payment Sent" closes it', async ({ page }) => {
  await page.goto(PAYMENT_OPTIONS_PAGE);
  await lunarOptions(page).getByTestId('pay-zelle-qr').click();
  const dialog = page.getByRole('dialog', { name: 'Pay with Zelle' });
  await expect(dialog.getByRole('img', { name: /Zelle QR code for/ })).toBeVisible();
  await expect(dialog.getByText('Scan the QR code in your banking app to send payment directly.')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(6);
  await dialog.getByRole('button', { name: 'Payment Sent' }).click();
  await expect(dialog.getByRole('status')).toContainText('matched to your booking');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});
