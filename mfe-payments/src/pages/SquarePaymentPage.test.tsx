import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_WINDOW_MESSAGE_TYPE } from '@app/contracts';
import { fill, renderWindow, renderWindowAt, setOpener } from '../testing/cardWindow';
import { resetStoreForTests } from '../app/withStore';
import { mockApi } from '../testing/mockApi';
import { GENERAL_QUOTE, LUNAR_GENERAL_QUOTE, PLAN_QUOTE, lunarBookingQuote, receiptOf } from '../testing/orders';

// Typing a whole card form in jsdom takes seconds on a busy 2-core box; this is not a speed check.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetStoreForTests();
  setOpener(null);
  jest.restoreAllMocks();
});

const approved =
  (paymentId = 'pay_123') =>
  () => ({
    status: 201,
    body: { success: true, message: 'Payment approved', paymentId },
  });
const ok = (body: unknown) => () => ({ status: 200, body });

describe('/square-payment shows the server quote, never the URL', () => {
  it("a held Lunar booking: the quoted $45 and its time, not the link's price=1, in Lunar Light's look", async () => {
    const quote = lunarBookingQuote();
    api = mockApi({ '/api/payments/quote': ok(quote), '/api/square-payment': approved() });
    await renderWindow('/square-payment?bookingId=bk-1&serviceId=love-reading&price=1&serviceName=Cheap%20Thing');

    expect(api.requests.find((r) => r.path === '/api/payments/quote')?.query).toEqual({ bookingId: 'bk-1' });
    expect(screen.getByRole('button', { name: 'Pay $45' })).toBeInTheDocument();
    expect(screen.queryByText(/\$1\b/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cheap Thing/)).not.toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByTestId('order-service')).toHaveTextContent('Love Reading');
    expect(within(summary).getByTestId('order-description')).toHaveTextContent(
      'Love Reading on Tue, Nov 24 at 3:00 PM ET',
    );
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$45');
    const hold = within(summary).getByTestId('hold-notice');
    expect(hold).toHaveTextContent('Held — complete payment within 15 minutes');
    // The quote's hold ends 14:30 after it was made: the clock counts from that, not from 15:00 at page open (14:2x
    // when rendering took a few seconds on a busy machine).
    expect(within(hold).getByRole('timer')).toHaveTextContent(/^14:[0-3]\d$/);
    // Brand-true: the header names Lunar Light and the headings take its serif.
    expect(screen.getByRole('banner')).toHaveTextContent('Lunar Light');
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).fontFamily).toContain('Cormorant Garamond');
    expect(screen.getByText(/^Pay for your reading with Luna/)).toBeInTheDocument();
  });

  it('pays the quoted booking and, once paid, drops the hold and shows the receipt', async () => {
    const quote = lunarBookingQuote();
    api = mockApi({
      '/api/payments/quote': ok(quote),
      '/api/square-payment': approved(),
      '/api/payments/pay_123': ok(receiptOf(quote)),
    });
    const user = userEvent.setup();
    await renderWindow('/square-payment?bookingId=bk-1&price=1');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $45' }));

    expect(await screen.findByTestId('paid-headline')).toHaveTextContent(
      'Payment received — your Love Reading is confirmed',
    );
    const [{ body }] = api.posted;
    expect(body).toMatchObject({ bookingId: 'bk-1', serviceId: 'love-reading', amount: 45, brand: 'lunar' });
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('PAY-ABC12345')).toBeInTheDocument();
    expect(screen.getByText('A receipt was sent to ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByText(/Held|held for 15 minutes/)).not.toBeInTheDocument();
    // Not a pop-up: the window stays, with the receipt page and the Lunar booking page.
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/success?paymentId=pay_123');
    // The header's button and the done screen's both lead there.
    await user.click(screen.getAllByRole('button', { name: 'Back to Booking' })[1]);
    expect(await screen.findByText('At /lunar-booking')).toBeInTheDocument();
  });

  it('the general payment: "Payment received — $25 general payment", told to the opener, closed 3 s later', async () => {
    api = mockApi({
      '/api/payments/quote': ok(GENERAL_QUOTE),
      '/api/square-payment': approved(),
      '/api/payments/pay_123': ok(receiptOf(GENERAL_QUOTE)),
    });
    const postMessage = jest.fn();
    setOpener({ postMessage });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWindow('/square-payment?serviceId=general&price=25&serviceName=General%20Payment&brand=coaching');
    expect(api.requests.find((r) => r.path === '/api/payments/quote')?.query).toEqual({
      purpose: 'general',
      brand: 'coaching',
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-headline')).toHaveTextContent('Payment received — $25 general payment');
    expect(screen.getByText('This window will close in 3 seconds.')).toBeInTheDocument();
    // The toast (which replaces "Processing...") says the same, never §8's "session has been booked".
    expect(await screen.findByText('Payment received — $25 general payment.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/booked/i);
    const [{ body }] = api.posted;
    expect(body).toMatchObject({
      serviceId: 'general',
      brand: 'coaching',
      amount: 25,
      customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      card: { number: '4242424242424242', expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '02139' },
    });
    expect(typeof (body as { idempotencyKey: unknown }).idempotencyKey).toBe('string');
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        type: PAYMENT_WINDOW_MESSAGE_TYPE,
        status: 'paid',
        serviceId: 'general',
        amount: 25,
        brand: 'coaching',
        paymentId: 'pay_123',
      }),
      window.location.origin,
    );
    // The (mocked) close leaves the window open, as a browser that refuses would: the success state stays useful.
    expect(await screen.findByText(/You can close this window now/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a Lunar general payment is Lunar Light\'s, and "Back to Booking" leads to /lunar-booking', async () => {
    api = mockApi({ '/api/payments/quote': ok(LUNAR_GENERAL_QUOTE) });
    const user = userEvent.setup();
    await renderWindow('/square-payment?serviceId=general&brand=lunar');
    expect(api.requests.find((r) => r.path === '/api/payments/quote')?.query).toEqual({
      purpose: 'general',
      brand: 'lunar',
    });
    expect(screen.getByRole('banner')).toHaveTextContent('Lunar Light');
    expect(screen.getByRole('banner')).not.toHaveTextContent('Life Coaching');
    await user.click(screen.getByRole('button', { name: 'Back to Booking' }));
    expect(await screen.findByText('At /lunar-booking')).toBeInTheDocument();
  });

  it('a plan pays its own subscription and tells the opener which one', async () => {
    api = mockApi({
      '/api/payments/quote': ok(PLAN_QUOTE),
      '/api/square-payment': approved('pay_9'),
      '/api/payments/pay_9': ok(receiptOf(PLAN_QUOTE, { paymentId: 'pay_9' })),
    });
    const postMessage = jest.fn();
    setOpener({ postMessage });
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWindow('/square-payment?subscriptionId=sub-1&brand=coaching');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$44 per month');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $44' }));
    expect(await screen.findByTestId('paid-headline')).toHaveTextContent(
      'Payment received — your Premium Coaching plan is active',
    );
    expect(api.posted[0].body).toMatchObject({ subscriptionId: 'sub-1', plan: 'premium' });
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ subscriptionId: 'sub-1', paymentId: 'pay_9', plan: 'premium' }),
      window.location.origin,
    );
  });
});

describe('/square-payment states without a payable order', () => {
  it.each([
    [
      'a catalogue service alone',
      '/square-payment?serviceId=strategic-decision&price=25&serviceName=Strategic',
      'Book a session',
      '/booking',
    ],
    ['a Lunar service alone', '/square-payment?serviceId=love-reading&price=35', 'Book a reading', '/lunar-booking'],
    [
      'a plan without its subscription',
      '/square-payment?serviceId=subscription&plan=premium&price=44',
      'Choose a plan',
      '/subscriptions',
    ],
  ])('%s: "nothing to pay here", a way to book, no charge possible', async (_label, route, link, href) => {
    api = mockApi({ '/api/square-payment': approved() });
    renderWindowAt(route);
    expect(await screen.findByText('There is nothing to pay here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/payments/quote')).toEqual([]);
  });

  it('an unknown booking (404) says so and offers to book again', async () => {
    api = mockApi({
      '/api/payments/quote': () => ({ status: 404, body: { statusCode: 404, message: 'Booking not found' } }),
    });
    renderWindowAt('/square-payment?bookingId=nope&brand=lunar');
    expect(await screen.findByText("We couldn't find this order")).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a reading' })).toHaveAttribute('href', '/lunar-booking');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("an order that can no longer be paid (409) shows the server's words", async () => {
    api = mockApi({
      '/api/payments/quote': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'ORDER_NOT_PAYABLE',
          message: 'This booking was released after its 15-minute hold. Please book again.',
        },
      }),
    });
    renderWindowAt('/square-payment?bookingId=bk-1');
    expect(await screen.findByText('This order can no longer be paid')).toBeInTheDocument();
    expect(
      screen.getByText('This booking was released after its 15-minute hold. Please book again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows a loading state (and no amount) until the quote answers', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    api = mockApi({ '/api/payments/quote': ok(GENERAL_QUOTE) });
    const fetchMock = globalThis.fetch as jest.Mock;
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args: Parameters<typeof fetch>) => {
      await pending;
      return real(...args);
    });
    renderWindowAt('/square-payment?serviceId=general&brand=coaching');
    expect(await screen.findByText('Loading your order...')).toBeInTheDocument();
    expect(screen.queryByText(/\$25/)).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Pay $25' })).toBeInTheDocument();
  });
});

describe('/square-payment failures and the way back', () => {
  it('a declined card shows "Payment Failed" with the server message and keeps the form', async () => {
    api = mockApi({
      '/api/payments/quote': ok(GENERAL_QUOTE),
      '/api/square-payment': () => ({ status: 402, body: { success: false, message: 'Your card was declined.' } }),
    });
    const user = userEvent.setup();
    await renderWindow('/square-payment?serviceId=general&brand=coaching');
    await fill(user, { 'Card number': '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const failed = await screen.findByText('Payment Failed');
    expect(failed.closest('[data-testid="toast"]')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $25' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it.each([
    ['card number', 'number', 'Please enter a valid card number.', 'Invalid Card Number'],
    ['CVV', 'cvv', 'Please enter a valid CVV code.', 'Invalid CVV'],
  ])(
    'a server-side refusal of the %s keeps §5\'s title, not "Payment Failed"',
    async (_what, field, message, title) => {
      api = mockApi({
        '/api/payments/quote': ok(GENERAL_QUOTE),
        '/api/square-payment': () => ({
          status: 400,
          body: { statusCode: 400, code: 'CARD_INVALID', message, errors: { [`card.${field}`]: message } },
        }),
      });
      const user = userEvent.setup();
      await renderWindow('/square-payment?serviceId=general&brand=coaching');
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Pay $25' }));
      const toast = (await screen.findByText(title)).closest('[data-testid="toast"]');
      expect(toast).toHaveTextContent(message);
      expect(toast).not.toHaveTextContent('Payment Failed');
    },
  );

  it('"Back to Booking" closes a pop-up, and leads a plain tab to the booking page', async () => {
    api = mockApi({ '/api/payments/quote': ok(GENERAL_QUOTE) });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    setOpener({ postMessage: jest.fn() });
    const first = await renderWindow('/square-payment?serviceId=general&brand=coaching');
    await user.click(screen.getByRole('button', { name: 'Back to Booking' }));
    expect(close).toHaveBeenCalledTimes(1);
    first.unmount();

    setOpener(null);
    await renderWindow('/square-payment?serviceId=general&brand=coaching');
    await user.click(screen.getByRole('button', { name: 'Back to Booking' }));
    expect(await screen.findByText('At /booking')).toBeInTheDocument();
  });
});
