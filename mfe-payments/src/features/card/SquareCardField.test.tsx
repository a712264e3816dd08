import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@app/web-kit/testing';
import SquarePaymentPage from '../../pages/SquarePaymentPage';
import { resetStoreForTests } from '../../app/withStore';
import { mockApi } from '../../testing/mockApi';
import { lunarBookingQuote } from '../../testing/orders';
import type { SquareGlobal, TokenizeResult } from './squareWebPayments';

// Typing a form in jsdom on a busy box takes seconds; the result toast enters after "Processing..." leaves.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const SQUARE_CONFIG = {
  provider: 'square',
  square: { applicationId: 'sandbox-sq0idb-app', locationId: 'L1', environment: 'sandbox' },
};

/** Square's SDK as the page sees it: attach() draws the fields, tokenize() answers what the test says. */
function fakeSquare(result: TokenizeResult) {
  const calls = { payments: [] as string[][], attached: 0, tokenized: 0 };
  const square: SquareGlobal = {
    payments: (applicationId, locationId) => {
      calls.payments.push([applicationId, locationId]);
      return {
        card: async () => ({
          attach: async (target) => {
            calls.attached++;
            (target as HTMLElement).textContent = 'Square card fields';
          },
          tokenize: async () => {
            calls.tokenized++;
            return result;
          },
          destroy: async () => true,
        }),
      };
    },
  };
  (window as Window & { Square?: SquareGlobal }).Square = square;
  return calls;
}

function renderWindow() {
  renderWithProviders(
    <Routes>
      <Route path="/square-payment" element={<SquarePaymentPage />} />
    </Routes>,
    { route: '/square-payment?bookingId=bk-1&brand=lunar' },
  );
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
}

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api.restore();
  resetStoreForTests();
  delete (window as Window & { Square?: unknown }).Square;
});

describe('SquarePaymentPage with the square provider', () => {
  it("shows Square's card fields instead of ours and posts only the token", async () => {
    api = mockApi({
      '/api/payment-config': () => ({ status: 200, body: SQUARE_CONFIG }),
      '/api/payments/quote': () => ({ status: 200, body: lunarBookingQuote({ amountCents: 3500 }) }),
      '/api/square-payment': () => ({ status: 201, body: { success: true, message: 'Payment approved' } }),
    });
    const square = fakeSquare({ status: 'OK', token: 'cnon:card-nonce-ok' });
    const user = userEvent.setup();
    renderWindow();
    expect(await screen.findByText('Square card fields')).toBeInTheDocument();
    expect(square.payments).toEqual([['sandbox-sq0idb-app', 'L1']]);
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();

    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay $35' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    const paid = api.posted.find((p) => p.path === '/api/square-payment')!;
    expect(paid.body).toMatchObject({
      serviceId: 'love-reading',
      bookingId: 'bk-1',
      sourceId: 'cnon:card-nonce-ok',
      customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(paid.body).not.toHaveProperty('card');
  });

  it('a card Square refuses to tokenize is reported and nothing is posted', async () => {
    api = mockApi({
      '/api/payment-config': () => ({ status: 200, body: SQUARE_CONFIG }),
      '/api/payments/quote': () => ({ status: 200, body: lunarBookingQuote({ amountCents: 3500 }) }),
    });
    fakeSquare({ status: 'Invalid', errors: [{ message: 'Card number is not valid' }] });
    const user = userEvent.setup();
    renderWindow();
    await screen.findByText('Square card fields');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay $35' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Card number is not valid');
    expect(api.posted.filter((p) => p.path === '/api/square-payment')).toEqual([]);
  });
});
