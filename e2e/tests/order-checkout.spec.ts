import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { APPROVE_CARD, DECLINE_CARD } from '../support/card-window';
import { bookingState, createBooking, freeSlots, referenceOf, type Booking } from '../support/orders';
import { mailsTo, waitForMail } from '../support/outbox';
import { runId } from './admin-support';

/**
 * Issue 13, journey 4: /checkout?booking=<id> pays an existing booking. The amount is the server's quote, shown as
 * text (nothing to edit); the card fields go through the same gateway as the card window, so a declined card declines and an
 * expired card is refused — the booking stays unpaid — and a good card pays it and sends the receipt.
 */

async function heldCoachingBooking(page: Page, fullName: string, email: string): Promise<Booking> {
  const slots = await freeSlots(page.request, 'coaching');
  expect(slots.length, 'a free coaching slot').toBeGreaterThan(0);
  return createBooking(page.request, {
    fullName,
    email,
    serviceId: 'strategic-decision',
    timeSlotId: slots.at(-1)!.id,
    deliveryPreference: 'chat',
    paymentMethod: 'credit-card',
  });
}

async function fillCheckoutCard(page: Page, number: string, expiry: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(expiry);
  await page.getByLabel('CVV').fill('123');
}

/** Submits and returns the gateway's answer to POST /api/square/create-payment. */
async function submit(page: Page) {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/square/create-payment' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay $25', exact: true }).click();
  const response = await answer;
  return {
    status: response.status(),
    body: (await response.json()) as { success?: boolean; message?: string; paymentId?: string },
  };
}

test("/checkout pays a held booking at the server's amount: declined, expired, then approved with a receipt", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = runId();
  const email = `checkout-${id}@example.com`;
  const booking = await heldCoachingBooking(page, `Ada ${id}`, email);
  expect(booking.status).toBe('pending_payment');

  await page.goto(`/checkout?booking=${booking.id}&amount=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  // The server's quote of this booking, as text: no amount field to edit, and the link's amount=1 is ignored.
  await expect(page.getByTestId('checkout-order')).toContainText('Strategic Decision Coaching');
  await expect(page.getByTestId('checkout-order')).toContainText('$25');
  await expect(page.getByRole('textbox', { name: /Amount/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay $25', exact: true })).toBeVisible();
  await page.getByLabel('Full name').fill(`Ada ${id}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Billing ZIP').fill('02139');

  // The decline card declines, with the gateway's words; nothing is paid.
  await fillCheckoutCard(page, DECLINE_CARD, '1230');
  const declined = await submit(page);
  expect(declined.status).toBe(402);
  const declineToast = page.getByTestId('toast').filter({ hasText: 'Payment Failed' });
  await expect(declineToast).toContainText(declined.body.message!);
  expect(await bookingState(page.request, booking)).toMatchObject({ status: 'pending_payment' });
  expect((await bookingState(page.request, booking)).paymentStatus).not.toBe('paid');
  await page.mouse.move(0, 0);

  // A card that expired in January 2020 is refused as expired: by the form, or by the gateway (then a 4xx).
  const answers: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/square/create-payment') answers.push(r.status());
  });
  await fillCheckoutCard(page, APPROVE_CARD, '0120');
  await page.getByRole('button', { name: 'Pay $25', exact: true }).click();
  await expect(page.getByText(/expired/i).first()).toBeVisible();
  for (const status of answers) expect(status >= 400 && status < 500, `create-payment answered ${status}`).toBe(true);
  expect((await bookingState(page.request, booking)).paymentStatus).not.toBe('paid');
  await page.mouse.move(0, 0);

  // A good card pays this booking.
  await fillCheckoutCard(page, APPROVE_CARD, '1230');
  const approved = await submit(page);
  expect(approved.status).toBeLessThan(300);
  expect(approved.body.success).toBe(true);
  const reference = referenceOf(approved.body.paymentId!);
  await expect(
    page.getByText('Payment received — your Strategic Decision Coaching session is confirmed').first(),
  ).toBeVisible();
  expect(await bookingState(page.request, booking)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });

  const receipt = await waitForMail({ to: email, type: 'payment-receipt' });
  expect(receipt.subject).toContain(reference);
  expect(receipt.text).toContain('$25');
  expect(receipt.text).toContain('4242');
  // Only the approved attempt has a receipt.
  expect((await mailsTo(email)).filter((m) => m.type === 'payment-receipt')).toHaveLength(1);
});

test('the sandbox never marks a booking paid without a card (POST /api/square/create-payment with only a bookingId)', async ({
  request,
}) => {
  const id = runId();
  const slots = await freeSlots(request, 'coaching');
  const booking = await createBooking(request, {
    fullName: `Eve ${id}`,
    email: `eve-${id}@example.com`,
    serviceId: 'strategic-decision',
    timeSlotId: slots.at(-2)!.id,
    deliveryPreference: 'chat',
    paymentMethod: 'credit-card',
  });
  const response = await request.post('/api/square/create-payment', {
    data: {
      amount: 2500,
      currency: 'USD',
      serviceId: 'strategic-decision',
      bookingId: booking.id,
      customerInfo: { name: 'Eve', email: `eve-${id}@example.com` },
    },
  });
  expect(response.status(), await response.text()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  expect(await bookingState(request, booking)).toMatchObject({ status: 'pending_payment' });
});
