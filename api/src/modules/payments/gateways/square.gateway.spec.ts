import { SquareError } from 'square';
import type { ChargeRequest } from '../payment-gateway';
import { PaymentProviderError } from '../payment-gateway';
import { SquareGateway, type SquarePaymentsApi } from './square.gateway';

const CONFIG = {
  applicationId: 'app',
  accessToken: 'token',
  locationId: 'LOC',
  webhookSignatureKey: 'key',
  webhookUrl: 'https://example.com/api/square/webhook',
  environment: 'sandbox' as const,
};

const REQUEST: ChargeRequest = {
  amountCents: 2500,
  currency: 'USD',
  idempotencyKey: 'idem-1',
  reference: 'payment-row-id',
  description: 'Strategic Decision Coaching',
  customer: { email: 'a@example.com', name: 'Ada' },
  source: { kind: 'token', sourceId: 'cnon:abc' },
};

function clientAnswering(create: jest.Mock): SquarePaymentsApi {
  return { payments: { create }, refunds: {}, checkout: {} } as unknown as SquarePaymentsApi;
}

describe(SquareGateway.name, () => {
  it('sends the token, the server amount in cents and the idempotency key; maps an approval', async () => {
    const create = jest.fn().mockResolvedValue({
      payment: { id: 'PAY1', status: 'COMPLETED', cardDetails: { card: { cardBrand: 'VISA', last4: '1111' } } },
    });
    const sut = new SquareGateway(CONFIG, clientAnswering(create));
    await expect(sut.charge(REQUEST)).resolves.toEqual({
      outcome: 'approved',
      providerReference: 'PAY1',
      cardBrand: 'visa',
      cardLast4: '1111',
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        sourceId: 'cnon:abc',
        idempotencyKey: 'idem-1',
        amountMoney: { amount: BigInt(2500), currency: 'USD' },
        locationId: 'LOC',
        referenceId: 'payment-row-id',
        autocomplete: true,
      }),
    );
  });

  it('maps a card error to a decline', async () => {
    const error = new SquareError({
      statusCode: 400,
      body: { errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE' }] },
    });
    const sut = new SquareGateway(CONFIG, clientAnswering(jest.fn().mockRejectedValue(error)));
    await expect(sut.charge(REQUEST)).resolves.toMatchObject({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('maps anything else to a provider error that names codes only', async () => {
    const error = new SquareError({
      statusCode: 401,
      body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'echo of the request' }] },
    });
    const sut = new SquareGateway(CONFIG, clientAnswering(jest.fn().mockRejectedValue(error)));
    const result = sut.charge(REQUEST);
    await expect(result).rejects.toThrow(PaymentProviderError);
    await expect(result).rejects.toThrow('Square payment failed: HTTP 401 UNAUTHORIZED');
  });

  it('never takes raw card fields', async () => {
    const sut = new SquareGateway(CONFIG, clientAnswering(jest.fn()));
    const card = { number: '4242424242424242', expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '1' };
    await expect(sut.charge({ ...REQUEST, source: { kind: 'card', card } })).rejects.toThrow(PaymentProviderError);
  });

  it('reads payment webhooks and ignores other events', () => {
    const sut = new SquareGateway(CONFIG, clientAnswering(jest.fn()));
    expect(
      sut.parseWebhook({
        type: 'payment.updated',
        data: { object: { payment: { id: 'P', status: 'FAILED', order_id: 'O' } } },
      }),
    ).toEqual({ references: ['P', 'O'], paymentId: 'P', status: 'failed', cardBrand: null, cardLast4: null });
    expect(sut.parseWebhook({ type: 'refund.created', data: {} })).toBeNull();
  });
});
