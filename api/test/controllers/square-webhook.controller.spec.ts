import { PaymentWebhooksService } from '../../src/modules/payments/payment-webhooks.service';
import { SquareWebhookController } from '../../src/modules/payments/square-webhook.controller';
import { type ControllerContext, controllerSetup } from './controller-test-app';

describe(SquareWebhookController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<PaymentWebhooksService>;

  beforeAll(async () => {
    ctx = await controllerSetup(SquareWebhookController);
    sut = ctx.mock(PaymentWebhooksService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  it('POST /api/square/webhook hands the exact bytes and the signature header to the check', async () => {
    sut.handle.mockResolvedValue(undefined);
    const { status, body } = await ctx.request('POST', '/api/square/webhook', {
      headers: { 'x-square-hmacsha256-signature': 'sig' },
      body: { type: 'payment.updated' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ received: true });
    expect(sut.handle).toHaveBeenCalledWith('{"type":"payment.updated"}', 'sig', { type: 'payment.updated' });
  });

  it('passes no signature when the header is missing (the service refuses it)', async () => {
    sut.handle.mockResolvedValue(undefined);
    await ctx.request('POST', '/api/square/webhook', { body: {} });
    expect(sut.handle).toHaveBeenCalledWith('{}', undefined, {});
  });
});
