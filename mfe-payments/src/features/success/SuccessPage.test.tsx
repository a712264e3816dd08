import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import SuccessPage from '../../pages/SuccessPage';

describe('SuccessPage', () => {
  it('says what was paid and what happens next, with a way home', () => {
    renderWithProviders(<SuccessPage />, { route: '/success?service=Love%20Reading&amount=35&brand=lunar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-summary')).toHaveTextContent('You paid $35 for Love Reading.');
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText('Join your reading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/lunar-light');
    expect(screen.getByRole('link', { name: 'Book Another Session' })).toHaveAttribute('href', '/lunar-booking');
  });

  it('without details it still confirms, and a plan points to the subscription', () => {
    renderWithProviders(<SuccessPage />, { route: '/success?plan=premium&amount=44' });
    expect(screen.getByTestId('paid-summary')).toHaveTextContent('You paid $44 for Premium Coaching (monthly plan).');
    expect(screen.getByRole('link', { name: 'Go to Subscriptions' })).toHaveAttribute('href', '/subscriptions');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('a bare /success confirms the payment was received', () => {
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.getByTestId('paid-summary')).toHaveTextContent('Your payment has been received.');
  });
});
