import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@app/web-kit/testing';
import SquarePaymentPage from '../pages/SquarePaymentPage';

/** Any other route: says where the page went. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

/** Renders the card window at `route` (the test's mockApi answers its quote). */
export function renderWindowAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/square-payment" element={<SquarePaymentPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

/** Renders the window and waits for the form, which shows once the quote and GET /api/payment-config have answered. */
export async function renderWindow(route: string) {
  const view = renderWindowAt(route);
  await screen.findByRole('form', { name: 'Card payment' });
  return view;
}

export type User = ReturnType<typeof userEvent.setup>;

export const VALID = {
  Email: 'ada@example.com',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Card number': '4242424242424242',
  'Expiry (MM/YY)': '1230',
  CVV: '123',
  'Billing ZIP': '02139',
};

export async function fill(user: User, values: Partial<Record<keyof typeof VALID, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...values })) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`)), value);
  }
}

export const toastText = async () => (await screen.findByTestId('toast')).textContent;

export const setOpener = (opener: unknown) =>
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
