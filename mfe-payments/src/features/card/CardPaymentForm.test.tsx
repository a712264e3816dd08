import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PAYMENT_WINDOW_MESSAGE_TYPE } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import SquarePaymentPage from '../../pages/SquarePaymentPage';
import { mockApi } from '../../testing/mockApi';

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

const GENERAL = '/square-payment?serviceId=general&price=25&serviceName=General%20Payment';

/** Renders the window and waits for the form, which shows once GET /api/payment-config has answered. */
async function renderWindow(route = GENERAL) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/square-payment" element={<SquarePaymentPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  await screen.findByRole('form', { name: 'Card payment' });
  return view;
}

type User = ReturnType<typeof userEvent.setup>;
const VALID = {
  Email: 'ada@example.com',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Card number': '4242424242424242',
  'Expiry (MM/YY)': '1230',
  CVV: '123',
  'Billing ZIP': '02139',
};

async function fill(user: User, values: Partial<Record<keyof typeof VALID, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...values })) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`)), value);
  }
}

const toastText = async () => (await screen.findByTestId('toast')).textContent;

// Typing a whole card form in jsdom takes seconds on a busy 2-core box; this is not a speed check.
jest.setTimeout(20_000);
// The result toast enters after "Processing..." leaves; on a loaded CI box that can take over a second.
configure({ asyncUtilTimeout: 5000 });


let api: ReturnType<typeof mockApi>;
const approve = () => ({ status: 201, body: { success: true, message: 'Payment approved', paymentId: 'pay_123' } });
const setOpener = (opener: unknown) => Object.defineProperty(window, 'opener', { value: opener, configurable: true });
afterEach(() => {
  api?.restore();
  setOpener(null);
  jest.restoreAllMocks();
});

describe('SquarePaymentPage validation toasts (§5)', () => {
  beforeEach(() => {
    api = mockApi({ '/api/square-payment': approve });
  });

  it.each([
    ['an empty form', {}, 'Missing Information', 'Please fill in all required fields including card details.', true],
    ['a short card number', { 'Card number': '424242424242' }, 'Invalid Card Number', 'Please enter a valid card number.', false],
    ['a half expiry', { 'Expiry (MM/YY)': '12' }, 'Invalid Expiry Date', 'Please enter a valid expiry date (MM/YY).', false],
    ['month 13', { 'Expiry (MM/YY)': '1330' }, 'Invalid Expiry Date', 'Please enter a valid expiry date (MM/YY).', false],
    ['a 2-digit CVV', { CVV: '12' }, 'Invalid CVV', 'Please enter a valid CVV code.', false],
    ['a missing ZIP with a bad CVV', { CVV: '12', 'Billing ZIP': '' }, 'Missing Information', 'card details.', false],
  ] as const)('%s → %s', async (_label, values, title, description, empty) => {
    const user = userEvent.setup();
    await renderWindow();
    if (!empty) await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const text = await toastText();
    expect(text).toContain(title);
    expect(text).toContain(description);
    expect(api.posted).toEqual([]);
  });

  it('formats as the customer types: card groups of 4, MM/YY, CVV digits, ZIP 10', async () => {
    const user = userEvent.setup();
    await renderWindow();
    await fill(user, { 'Card number': '4242 4242-4242x4242 9999', 'Expiry (MM/YY)': '12/345', CVV: '1a2345', 'Billing ZIP': '12345-67890' });
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/^Expiry/)).toHaveValue('12/34');
    expect(screen.getByLabelText(/^CVV/)).toHaveValue('1234');
    expect(screen.getByLabelText(/^Billing ZIP/)).toHaveValue('12345-6789');
  });
});

describe('SquarePaymentPage payment', () => {
  it('posts the card to /api/square-payment, tells the opener, and closes 3 s later', async () => {
    api = mockApi({ '/api/square-payment': approve });
    const postMessage = jest.fn();
    setOpener({ postMessage });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWindow();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('This window will close in 3 seconds.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Thank you! Your General Payment session has been booked. You'll receive confirmation details via email.",
      ),
    ).toBeInTheDocument();
    const [{ body }] = api.posted;
    expect(body).toMatchObject({
      serviceId: 'general',
      serviceName: 'General Payment',
      amount: 25,
      customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      card: { number: '4242424242424242', expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '02139' },
    });
    expect(typeof (body as { idempotencyKey: unknown }).idempotencyKey).toBe('string');
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: PAYMENT_WINDOW_MESSAGE_TYPE, status: 'paid', serviceId: 'general', amount: 25, paymentId: 'pay_123' }),
      window.location.origin,
    );

    // The (mocked) close leaves the window open, as a browser that refuses would: the success state stays useful.
    expect(await screen.findByText(/You can close this window now/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a window the customer opened themselves does not close: it shows the success state with next steps', async () => {
    api = mockApi({ '/api/square-payment': approve });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWindow('/square-payment?serviceId=love-reading&price=35&serviceName=Love%20Reading');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $35' }));
    expect(await screen.findByText(/You can close this window now/)).toBeInTheDocument();
    expect(screen.getByText('$35 paid for Love Reading.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View confirmation' })).toHaveAttribute(
      'href',
      '/success?service=Love+Reading&amount=35&brand=lunar',
    );
    expect(close).not.toHaveBeenCalled();
  });

  it('a declined card shows "Payment Failed" with the server message and keeps the form', async () => {
    api = mockApi({
      '/api/square-payment': () => ({ status: 402, body: { success: false, message: 'Your card was declined.' } }),
    });
    const user = userEvent.setup();
    await renderWindow();
    await fill(user, { 'Card number': '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const failed = await screen.findByText('Payment Failed');
    expect(failed.closest('[data-testid="toast"]')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $25' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('"Back to Booking" closes a pop-up, and leads a plain tab to the booking page', async () => {
    api = mockApi({});
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    setOpener({ postMessage: jest.fn() });
    const first = await renderWindow();
    await user.click(screen.getByRole('button', { name: 'Back to Booking' }));
    expect(close).toHaveBeenCalledTimes(1);
    first.unmount();

    setOpener(null);
    await renderWindow('/square-payment?serviceId=love-reading&price=35&serviceName=Love%20Reading');
    await user.click(screen.getByRole('button', { name: 'Back to Booking' }));
    expect(await screen.findByText('At /lunar-booking')).toBeInTheDocument();
  });
});
