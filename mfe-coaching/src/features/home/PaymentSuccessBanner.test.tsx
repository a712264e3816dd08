import { screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { GENERIC_PAYMENT_SUCCESS, PaymentSuccessBanner } from './PaymentSuccessBanner';

describe(PaymentSuccessBanner.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("words a general payment from the server's record, never as a booked session", async () => {
    stubApi({
      'GET /api/payments/pay-1': {
        body: {
          paymentId: 'pay-1',
          status: 'approved',
          purpose: 'general',
          serviceName: 'General Payment',
          amountCents: 2500,
          reference: 'PAY-1A2B3C4D',
        },
      },
    });
    renderWithProviders(<PaymentSuccessBanner />, { store: makeStore(), route: '/?payment=success&paymentId=pay-1' });
    expect(
      await screen.findByText(
        'Payment received — $25 general payment. Your receipt (PAY-1A2B3C4D) is on its way by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/session/)).not.toBeInTheDocument();
  });

  it('without a payment id says only what is true of every card payment', () => {
    stubApi({});
    renderWithProviders(<PaymentSuccessBanner />, { store: makeStore(), route: '/?payment=success' });
    expect(screen.getByText(GENERIC_PAYMENT_SUCCESS)).toBeInTheDocument();
  });

  it('stays away from an ordinary visit', () => {
    stubApi({});
    renderWithProviders(<PaymentSuccessBanner />, { store: makeStore(), route: '/' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
