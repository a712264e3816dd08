import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import SuccessPage from '../../pages/SuccessPage';
import { resetStoreForTests } from '../../app/withStore';
import { mockApi } from '../../testing/mockApi';
import { GENERAL_QUOTE, LUNAR_GENERAL_QUOTE, PLAN_QUOTE, lunarBookingQuote, receiptOf } from '../../testing/orders';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetStoreForTests();
});

const serve = (receipt: unknown, status = 200) =>
  (api = mockApi({ '/api/payments/pay_123': () => ({ status, body: receipt }) }));

describe('/success reads the server receipt', () => {
  it("a paid Lunar reading: the receipt, Luna at the booked time, in Lunar Light's look", async () => {
    serve(receiptOf(lunarBookingQuote()));
    renderWithProviders(<SuccessPage />, { route: '/success?paymentId=pay_123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-summary')).toHaveTextContent('Payment received — your Love Reading is confirmed');
    expect(screen.getByText('Love Reading on Tue, Nov 24 at 3:00 PM ET')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-details')).toHaveTextContent('Amount$45');
    expect(screen.getByTestId('receipt-details')).toHaveTextContent('CardVisa ending in 4242');
    expect(screen.getByTestId('receipt-details')).toHaveTextContent('ReferencePAY-ABC12345');
    // The moment of payment says its zone, as the rest of the site says ET (not the browser's, unlabelled).
    expect(screen.getByTestId('receipt-details')).toHaveTextContent(/Paid\s*Nov 24, 2026, 2:50\sPM ET/);
    expect(screen.getByText('Join your reading')).toBeInTheDocument();
    expect(screen.getByText(/Luna will meet you at the booked time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/lunar-light');
    expect(screen.getByRole('link', { name: 'Book another reading' })).toHaveAttribute('href', '/lunar-booking');
    expect(screen.getByRole('banner')).toHaveTextContent('Lunar Light');
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).fontFamily).toContain('Cormorant Garamond');
  });

  it.each([
    ['coaching', GENERAL_QUOTE, '/', 'Book a session'],
    ['Lunar', LUNAR_GENERAL_QUOTE, '/lunar-light', 'Book a reading'],
  ] as const)('a %s general payment is a payment, never a booking', async (_label, quote, home, book) => {
    serve(receiptOf(quote));
    renderWithProviders(<SuccessPage />, { route: '/success?paymentId=pay_123' });
    expect(await screen.findByTestId('paid-summary')).toHaveTextContent('Payment received — $25 general payment');
    expect(document.body).not.toHaveTextContent(/booked|will meet you|confirmation with the calendar/i);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', home);
    expect(screen.getByRole('link', { name: book })).toBeInTheDocument();
  });

  it('a plan: active, and the way to the subscription', async () => {
    serve(receiptOf(PLAN_QUOTE));
    renderWithProviders(<SuccessPage />, { route: '/success?paymentId=pay_123' });
    expect(await screen.findByTestId('paid-summary')).toHaveTextContent(
      'Payment received — your Premium Coaching plan is active',
    );
    expect(screen.getByText('Start using your plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Subscriptions' })).toHaveAttribute('href', '/subscriptions');
    expect(document.body).not.toHaveTextContent(/will meet you/);
  });

  it('a declined payment is not called successful', async () => {
    serve(receiptOf(GENERAL_QUOTE, { status: 'declined', paidAt: null }));
    renderWithProviders(<SuccessPage />, { route: '/success?paymentId=pay_123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-summary')).toHaveTextContent('declined, so nothing was charged');
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('an unknown payment id says it was not found', async () => {
    serve({ statusCode: 404, message: 'Payment not found' }, 404);
    renderWithProviders(<SuccessPage />, { route: '/success?paymentId=pay_123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment Successful|Payment received/)).not.toBeInTheDocument();
  });

  it('without a paymentId: neutral thanks, no booking promised, no URL amount believed', () => {
    api = mockApi({});
    renderWithProviders(<SuccessPage />, { route: '/success?service=Love%20Reading&amount=1&brand=lunar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-summary')).toHaveTextContent(
      'If you have just paid, your receipt is on its way to your email.',
    );
    expect(document.body).not.toHaveTextContent(/\$1\b|will meet you|booked|Payment Successful/);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/lunar-light');
    expect(api.requests).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/^\/api\/payments/) })]),
    );
  });
});
