import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@app/web-kit/testing';
import CheckoutPage from '../../pages/CheckoutPage';
import { mockApi } from '../../testing/mockApi';

function Home() {
  const { search } = useLocation();
  return <p>Home page{search}</p>;
}

function renderCheckout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/" element={<Home />} />
    </Routes>,
    { route },
  );
}

async function fillCustomerAndCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.type(screen.getByLabelText(/CVV/), '123');
}

// Typing a whole card form in jsdom takes seconds on a busy 2-core box; this is not a speed check.
jest.setTimeout(20_000);
// The result toast enters after "Processing..." leaves; on a loaded CI box that can take over a second.
configure({ asyncUtilTimeout: 5000 });


let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

describe('CheckoutPage', () => {
  it('refuses an empty form with "Please fill in all required fields" and posts nothing', async () => {
    api = mockApi({ '/api/square/create-payment': () => ({ status: 201, body: { success: true, message: 'ok' } }) });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Missing Information');
    expect(toast).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posted).toEqual([]);
  });

  it('names the invalid e-mail when everything else is filled', async () => {
    api = mockApi({});
    const user = userEvent.setup();
    renderCheckout('/checkout?service=video-coaching');
    await fillCustomerAndCard(user);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ada@example');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please enter a valid email address');
  });

  it('reads service, amount and booking from the link and formats the card inputs', async () => {
    api = mockApi({});
    const user = userEvent.setup();
    renderCheckout('/checkout?service=Personal%20Development%20Session&amount=40&booking=bk-1');
    expect(screen.getByLabelText(/Service/)).toHaveValue('personal-development');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('40');
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByText('$40')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Card number/), '4242-4242 4242x42424');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/Expiry/), '1230');
    expect(screen.getByLabelText(/Expiry/)).toHaveValue('12/30');
    await user.type(screen.getByLabelText(/CVV/), '12a345');
    expect(screen.getByLabelText(/CVV/)).toHaveValue('1234');
  });

  it('choosing a service sets its list price', async () => {
    api = mockApi({});
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await user.selectOptions(screen.getByLabelText(/Service/), 'chat-questions');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('11');
    expect(screen.getByRole('button', { name: 'Pay $11' })).toBeInTheDocument();
  });

  it('posts the order in cents without card fields, confirms, then redirects to /?payment=success', async () => {
    api = mockApi({
      '/api/square/create-payment': () => ({ status: 201, body: { success: true, message: 'Payment approved' } }),
    });
    const user = userEvent.setup();
    renderCheckout('/checkout?service=video-coaching&booking=bk-7');
    await fillCustomerAndCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $15' }));

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you! Your 5-Minute Video Coaching session has been booked. You'll receive confirmation details via email.",
      ),
    ).toBeInTheDocument();
    expect(api.posted).toEqual([
      {
        path: '/api/square/create-payment',
        body: {
          amount: 1500,
          currency: 'USD',
          serviceId: 'video-coaching',
          bookingId: 'bk-7',
          customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com' },
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        },
      },
    ]);
    expect(await screen.findByText('Home page?payment=success', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows "Payment Failed" with the server message and stays on the form', async () => {
    api = mockApi({
      '/api/square/create-payment': () => ({ status: 400, body: { statusCode: 400, message: 'Please select a service' } }),
    });
    const user = userEvent.setup();
    renderCheckout('/checkout?service=strategic-decision');
    await fillCustomerAndCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    const toast = await screen.findByText('Payment Failed');
    expect(toast.closest('[data-testid="toast"]')).toHaveTextContent('Please select a service');
    expect(screen.getByRole('button', { name: 'Pay $25' })).toBeEnabled();
  });
});
