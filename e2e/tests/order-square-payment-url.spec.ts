import { expect, test } from '../support/fixtures';
import { APPROVE_CARD } from '../support/card-window';
import { bookingState, heldLunarCardBooking } from '../support/orders';
import { runId } from './admin-support';

/**
 * Issue 13, journey 2: the amount never comes from the URL. A /square-payment link that names no order shows no
 * price and offers no charge; one that names a booking shows the server's quote whatever `price` says.
 */

/** Every "$1" that is a whole amount ("$1", "$1.00"), not the start of "$15" or "$100". */
const ONE_DOLLAR = /\$1(?:\.00)?(?![\d.])/;

test('/square-payment with price=1 and no order shows no "$1" and cannot charge', async ({ page, request }) => {
  let charged = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/square-payment' && r.method() === 'POST') charged++;
  });
  await page.goto('/square-payment?serviceId=love-reading&price=1&serviceName=Love%20Reading');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeVisible();
  const state = page.getByTestId('order-state');
  await expect(state).toContainText('There is nothing to pay here');
  // A reading with no booking leads to where a time is held: Lunar Light's booking page.
  await expect(state.getByRole('link', { name: 'Book a reading' })).toHaveAttribute('href', '/lunar-booking');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(ONE_DOLLAR);
  expect(charged).toBe(0);

  // Nor does the API charge a card for a bare service: every card payment belongs to an order.
  const direct = await request.post('/api/square-payment', {
    data: {
      serviceId: 'love-reading',
      amount: 1,
      customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      card: {
        number: APPROVE_CARD.replace(/ /g, ''),
        expiryMonth: '12',
        expiryYear: '30',
        cvv: '123',
        billingZip: '02139',
      },
    },
  });
  expect(direct.status(), await direct.text()).toBeGreaterThanOrEqual(400);
  expect(direct.status()).toBeLessThan(500);
});

test("/square-payment with a booking and price=1 shows the server's price", async ({ page, request }) => {
  const id = runId();
  const booking = await heldLunarCardBooking(request, `Iris Moon ${id}`, `iris-url-${id}@example.com`);
  await page.goto(`/square-payment?serviceId=love-reading&price=1&serviceName=Cheap%20Reading&bookingId=${booking.id}`);
  await expect(page.getByRole('button', { name: 'Pay $35', exact: true })).toBeVisible();
  await expect(page.getByText('Love Reading').first()).toBeVisible();
  await expect(page.getByText('Cheap Reading')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(ONE_DOLLAR);
  // Looking is not paying.
  expect(await bookingState(request, booking)).toMatchObject({ status: 'pending_payment' });
});
