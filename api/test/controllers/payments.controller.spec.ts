import { PaymentsController } from '../../src/modules/payments/payments.controller';
import { PaymentsService } from '../../src/modules/payments/payments.service';
import { APPROVED_CARD, createPaymentBody, squarePaymentBody } from '../factories/payment.factory';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

const paid = { statusCode: 201, body: { success: true, paymentId: 'p1' } };

describe(PaymentsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<PaymentsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(PaymentsController);
    sut = ctx.mock(PaymentsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  it('GET /api/payment-config names the sandbox when Square is not configured', async () => {
    const { status, body } = await ctx.request('GET', '/api/payment-config');
    expect(status).toBe(200);
    expect(body).toEqual({ provider: 'sandbox' });
  });

  describe('POST /api/square-payment', () => {
    it('rejects a payment without the payer’s e-mail address', async () => {
      const { status, body } = await ctx.request('POST', '/api/square-payment', {
        body: squarePaymentBody({ customer: { firstName: 'Pat', lastName: 'Payer' } }),
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please fill in all required fields including card details.'));
      expect(sut.pay).not.toHaveBeenCalled();
    });

    it('rejects a card number that is not one', async () => {
      const card = { number: '1234', expiryMonth: '12', expiryYear: '2030', cvv: '123', billingZip: '10001' };
      const { body } = await ctx.request('POST', '/api/square-payment', { body: squarePaymentBody({ card }) });
      expect(body).toEqual(badRequest('Please enter a valid card number.'));
    });

    it('is public; pays the order with the card and answers the outcome’s status', async () => {
      sut.pay.mockResolvedValue(paid as never);
      const { status, body } = await ctx.request('POST', '/api/square-payment', { body: squarePaymentBody() });
      expect(status).toBe(201);
      expect(body).toEqual(paid.body);
      expect(sut.pay).toHaveBeenCalledWith(
        expect.objectContaining({
          order: expect.objectContaining({ serviceId: 'general' }),
          customer: { email: 'payer@example.com', name: 'Pat Payer' },
          source: { kind: 'card', card: expect.objectContaining({ number: APPROVED_CARD }) },
        }),
      );
    });
  });

  describe('POST /api/square/create-payment', () => {
    it('rejects a payment without the customer', async () => {
      const { status, body } = await ctx.request('POST', '/api/square/create-payment', {
        body: createPaymentBody({ customerInfo: undefined }),
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please fill in all required fields'));
    });

    it('pays with the token the card form made', async () => {
      sut.pay.mockResolvedValue({ statusCode: 402, body: { success: false, message: 'Declined' } } as never);
      const { status } = await ctx.request('POST', '/api/square/create-payment', {
        body: createPaymentBody({ sourceId: 'cnon:card-nonce-ok' }),
      });
      expect(status).toBe(402);
      expect(sut.pay).toHaveBeenCalledWith(
        expect.objectContaining({
          order: expect.objectContaining({ serviceId: 'strategic-decision' }),
          customer: { email: 'payer@example.com', name: 'Pat Payer' },
          source: { kind: 'token', sourceId: 'cnon:card-nonce-ok' },
        }),
      );
    });
  });
});
