import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, renderWindow, toastText } from '../../testing/cardWindow';
import { resetStoreForTests } from '../../app/withStore';
import { mockApi } from '../../testing/mockApi';
import { GENERAL_QUOTE } from '../../testing/orders';

// Typing a whole card form in jsdom takes seconds on a busy 2-core box; this is not a speed check.
jest.setTimeout(20_000);
// The result toast enters after "Processing..." leaves; on a loaded CI box that can take over a second.
configure({ asyncUtilTimeout: 5000 });

const GENERAL = '/square-payment?serviceId=general&brand=coaching';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api.restore();
  resetStoreForTests();
});

describe('SquarePaymentPage validation toasts (§5)', () => {
  beforeEach(() => {
    api = mockApi({
      '/api/payments/quote': () => ({ status: 200, body: GENERAL_QUOTE }),
      '/api/square-payment': () => ({ status: 201, body: { success: true, message: 'ok', paymentId: 'pay_1' } }),
    });
  });

  it.each([
    ['an empty form', {}, 'Missing Information', 'Please fill in all required fields including card details.', true],
    [
      'a short card number',
      { 'Card number': '424242424242' },
      'Invalid Card Number',
      'Please enter a valid card number.',
      false,
    ],
    [
      'a half expiry',
      { 'Expiry (MM/YY)': '12' },
      'Invalid Expiry Date',
      'Please enter a valid expiry date (MM/YY).',
      false,
    ],
    [
      'month 13',
      { 'Expiry (MM/YY)': '1330' },
      'Invalid Expiry Date',
      'Please enter a valid expiry date (MM/YY).',
      false,
    ],
    ['a 2-digit CVV', { CVV: '12' }, 'Invalid CVV', 'Please enter a valid CVV code.', false],
    ['a missing ZIP with a bad CVV', { CVV: '12', 'Billing ZIP': '' }, 'Missing Information', 'card details.', false],
  ] as const)('%s → %s', async (_label, values, title, description, empty) => {
    const user = userEvent.setup();
    await renderWindow(GENERAL);
    if (!empty) await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const text = await toastText();
    expect(text).toContain(title);
    expect(text).toContain(description);
    expect(api.posted).toEqual([]);
  });

  it('formats as the customer types: card groups of 4, MM/YY, CVV digits, ZIP 10', async () => {
    const user = userEvent.setup();
    await renderWindow(GENERAL);
    await fill(user, {
      'Card number': '4242 4242-4242x4242 9999',
      'Expiry (MM/YY)': '12/345',
      CVV: '1a2345',
      'Billing ZIP': '12345-67890',
    });
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/^Expiry/)).toHaveValue('12/34');
    expect(screen.getByLabelText(/^CVV/)).toHaveValue('1234');
    expect(screen.getByLabelText(/^Billing ZIP/)).toHaveValue('12345-6789');
  });
});
