import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { COACHING_SERVICES, businessDate, type TimeSlotDto } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import { resetStoreForTests } from '../../app/withStore';
import CheckoutPage from '../../pages/CheckoutPage';
import { Where } from '../../testing/cardWindow';
import { mockApi } from '../../testing/mockApi';
import { lunarBookingQuote } from '../../testing/orders';

// Typing a whole card form in jsdom takes seconds on a busy 2-core box; this is not a speed check.
jest.setTimeout(30_000);
// The result toast enters after "Processing..." leaves; on a loaded CI box that can take over a second.
configure({ asyncUtilTimeout: 5000 });

function renderCheckout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

/** 20:00 UTC on tomorrow's Eastern date (3 or 4 PM ET): "Tomorrow" on the business calendar whatever the hour now. */
function tomorrowInEasternTime(): Date {
  const today = businessDate(new Date());
  const next = new Date(`${today}T20:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
const tomorrow = tomorrowInEasternTime();
const SLOT: TimeSlotDto = {
  id: 'slot-1',
  date: businessDate(tomorrow),
  time: '3:00 PM',
  isAvailable: true,
  startTime: tomorrow.toISOString(),
  endTime: new Date(tomorrow.getTime() + 30 * 60_000).toISOString(),
  serviceType: 'coaching',
  brand: 'coaching',
};
const PAST_SLOT: TimeSlotDto = {
  ...SLOT,
  id: 'slot-0',
  time: '9:00 AM',
  startTime: new Date(Date.now() - 60_000).toISOString(),
};

const CREATED_BOOKING = { id: 'bk-new', serviceId: 'strategic-decision', amount: 2500, status: 'pending_payment' };
const catalogue = {
  '/api/services': () => ({ status: 200, body: COACHING_SERVICES }),
  '/api/time-slots': () => ({ status: 200, body: [PAST_SLOT, SLOT] }),
};
const approved = () => ({ status: 201, body: { success: true, message: 'Payment approved', paymentId: 'pay_7' } });

type User = ReturnType<typeof userEvent.setup>;

async function fillCustomerAndCard(user: User, card: { cvv?: string; number?: string } = {}) {
  await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Card number/), card.number ?? '4242424242424242');
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.type(screen.getByLabelText(/CVV/), card.cvv ?? '123');
  await user.type(screen.getByLabelText(/Billing ZIP/), '02139');
}

async function chooseServiceAndTime(user: User) {
  await screen.findByRole('option', { name: /Strategic Decision Coaching — \$25/ });
  await user.selectOptions(screen.getByLabelText(/Service/), 'strategic-decision');
  await screen.findByRole('option', { name: '3:00 PM' });
  await user.selectOptions(screen.getByLabelText(/Time/), 'slot-1');
}

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetStoreForTests();
});

describe('/checkout without a booking: books through the same rules, then pays', () => {
  it('refuses an empty form with "Please fill in all required fields" and sends nothing', async () => {
    api = mockApi({ ...catalogue, '/api/square/create-payment': approved });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await screen.findByRole('option', { name: /Strategic Decision Coaching/ });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Missing Information');
    expect(toast).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posted).toEqual([]);
  });

  it("has no amount to edit: the price is the catalogue's, and only future times are offered", async () => {
    api = mockApi(catalogue);
    const user = userEvent.setup();
    renderCheckout('/checkout?service=Personal%20Development%20Session&amount=1');
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $40' })).toBeInTheDocument();
    expect(screen.queryByText(/\$1\b/)).not.toBeInTheDocument();
    const time = screen.getByLabelText(/Time/);
    expect(within(time).getByRole('group', { name: 'Tomorrow' })).toBeInTheDocument();
    expect(within(time).queryByRole('option', { name: '9:00 AM' })).not.toBeInTheDocument();
    await user.selectOptions(time, 'slot-1');
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Tomorrow — 3:00 PM ET');
  });

  it('lists the services and prices the server answers, not a list of its own', async () => {
    const repriced = COACHING_SERVICES.map((s) => (s.id === 'strategic-decision' ? { ...s, price: 2700 } : s));
    const extra = { ...COACHING_SERVICES[0], id: 'career-sprint', name: 'Career Sprint', price: 6000 };
    api = mockApi({ ...catalogue, '/api/services': () => ({ status: 200, body: [...repriced, extra] }) });
    renderCheckout('/checkout?service=strategic-decision');
    expect(await screen.findByRole('button', { name: 'Pay $27' })).toBeInTheDocument();
    const options = within(screen.getByLabelText(/Service/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a service',
      'Strategic Decision Coaching — $27',
      'Personal Development Session — $40',
      '5-Minute Video Coaching — $15',
      '3 Questions Chat — $11',
      'Career Sprint — $60',
    ]);
  });

  it('reads §3\'s checkout id "chat-questions" in a link as quick-chat', async () => {
    api = mockApi(catalogue);
    renderCheckout('/checkout?service=chat-questions');
    expect(await screen.findByRole('button', { name: 'Pay $11' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Service/)).toHaveValue('quick-chat');
  });

  it('books the chosen time as a card booking, pays that booking with the card, and goes to its receipt', async () => {
    api = mockApi({
      ...catalogue,
      '/api/bookings': () => ({ status: 201, body: CREATED_BOOKING }),
      '/api/square/create-payment': approved,
    });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await chooseServiceAndTime(user);
    await fillCustomerAndCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(
      screen.getByText('Payment received — your Strategic Decision Coaching session is confirmed.'),
    ).toBeInTheDocument();
    expect(api.posted).toEqual([
      {
        path: '/api/bookings',
        body: expect.objectContaining({
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
          serviceId: 'strategic-decision',
          timeSlotId: 'slot-1',
          paymentMethod: 'credit-card',
        }),
      },
      {
        path: '/api/square/create-payment',
        body: {
          amount: 2500,
          currency: 'USD',
          serviceId: 'strategic-decision',
          bookingId: 'bk-new',
          brand: 'coaching',
          customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com' },
          card: { number: '4242424242424242', expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '02139' },
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        },
      },
    ]);
    expect(await screen.findByText('At /success?paymentId=pay_7', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a declined card leaves the booking held and a retry pays that same booking', async () => {
    let attempts = 0;
    api = mockApi({
      ...catalogue,
      '/api/bookings': () => ({ status: 201, body: CREATED_BOOKING }),
      '/api/payments/quote': () => ({
        status: 200,
        body: lunarBookingQuote({
          brand: 'coaching',
          bookingId: 'bk-new',
          serviceId: 'strategic-decision',
          serviceName: 'Strategic Decision Coaching',
          amountCents: 2500,
          description: 'Strategic Decision Coaching session tomorrow',
        }),
      }),
      '/api/square/create-payment': () =>
        ++attempts === 1 ? { status: 402, body: { success: false, message: 'Your card was declined.' } } : approved(),
    });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await chooseServiceAndTime(user);
    await fillCustomerAndCard(user, { number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const failed = await screen.findByText('Payment Failed');
    expect(failed.closest('[data-testid="toast"]')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    // Now a held booking: shown read-only with its hold.
    expect(await screen.findByTestId('hold-notice')).toHaveTextContent('Held — complete payment within 15 minutes');
    expect(screen.queryByLabelText(/Service/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Card number/));
    await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(api.posted.filter((p) => p.path === '/api/bookings')).toHaveLength(1);
    expect(
      api.posted
        .filter((p) => p.path === '/api/square/create-payment')
        .map((p) => (p.body as { bookingId: string }).bookingId),
    ).toEqual(['bk-new', 'bk-new']);
  });

  it('a taken time answers "Booking Failed" with the server message and charges nothing', async () => {
    api = mockApi({
      ...catalogue,
      '/api/bookings': () => ({
        status: 409,
        body: { statusCode: 409, message: 'This time slot is no longer available' },
      }),
      '/api/square/create-payment': approved,
    });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await chooseServiceAndTime(user);
    await fillCustomerAndCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const toast = await screen.findByText('Booking Failed');
    expect(toast.closest('[data-testid="toast"]')).toHaveTextContent('This time slot is no longer available');
    expect(api.posted.map((p) => p.path)).toEqual(['/api/bookings']);
  });
});

describe('/checkout?booking pays that booking at its quoted price', () => {
  const quote = lunarBookingQuote({
    brand: 'coaching',
    serviceId: 'personal-development',
    serviceName: 'Personal Development Session',
    description: 'Personal Development Session on Tue, Nov 24 at 3:00 PM ET',
    amountCents: 4000,
  });

  it("shows the quote read-only (not the link's amount) and sends the card with the booking", async () => {
    api = mockApi({
      '/api/payments/quote': () => ({ status: 200, body: quote }),
      '/api/square/create-payment': approved,
    });
    const user = userEvent.setup();
    renderCheckout('/checkout?booking=bk-1&amount=1&service=video-coaching');
    expect(await screen.findByTestId('checkout-order')).toHaveTextContent(
      'Personal Development Session on Tue, Nov 24 at 3:00 PM ET — $40',
    );
    expect(api.requests.find((r) => r.path === '/api/payments/quote')?.query).toEqual({ bookingId: 'bk-1' });
    expect(screen.queryByLabelText(/Service/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    expect(screen.getByTestId('hold-notice')).toHaveTextContent('Held — complete payment within 15 minutes');
    await fillCustomerAndCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $40' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(api.posted).toEqual([
      {
        path: '/api/square/create-payment',
        body: expect.objectContaining({
          amount: 4000,
          bookingId: 'bk-1',
          serviceId: 'personal-development',
          card: expect.objectContaining({ number: '4242424242424242', cvv: '123' }),
        }),
      },
    ]);
  });

  it('a short CVV is sent to the gateway; its refusal is titled "Invalid CVV" (§5) with its message; nothing is marked paid', async () => {
    api = mockApi({
      '/api/payments/quote': () => ({ status: 200, body: quote }),
      '/api/square/create-payment': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Please enter a valid CVV code.',
          errors: { 'card.cvv': 'Please enter a valid CVV code.' },
        },
      }),
    });
    const user = userEvent.setup();
    renderCheckout('/checkout?booking=bk-1');
    await screen.findByTestId('checkout-order');
    await fillCustomerAndCard(user, { cvv: '1' });
    await user.click(screen.getByRole('button', { name: 'Pay $40' }));
    const toast = await screen.findByText('Invalid CVV');
    expect(toast.closest('[data-testid="toast"]')).toHaveTextContent('Please enter a valid CVV code.');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $40' })).toBeEnabled();
  });

  it('an unknown booking says so, with no form', async () => {
    api = mockApi({
      '/api/payments/quote': () => ({ status: 404, body: { statusCode: 404, message: 'Booking not found' } }),
    });
    renderCheckout('/checkout?booking=missing');
    expect(await screen.findByText("We couldn't find this order")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
