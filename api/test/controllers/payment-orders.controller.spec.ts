import { ErrorCode } from '@app/contracts';
import { DomainError } from '../../src/common/domain-error';
import { QUOTE_ONE_ORDER } from '../../src/modules/payments/dto/payment-quote.dto';
import { PaymentOrdersController } from '../../src/modules/payments/payment-orders.controller';
import { PaymentOrdersService } from '../../src/modules/payments/payment-orders.service';
import { PaymentReceiptsService } from '../../src/modules/payments/payment-receipts.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe(PaymentOrdersController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<PaymentOrdersService>;

  beforeAll(async () => {
    ctx = await controllerSetup(PaymentOrdersController);
    sut = ctx.mock(PaymentOrdersService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('GET /api/payments/quote', () => {
    it('rejects a quote naming no order, or two', async () => {
      const none = await ctx.request('GET', '/api/payments/quote');
      expect(none.status).toBe(400);
      expect(none.body).toEqual(badRequest(QUOTE_ONE_ORDER));
      const two = await ctx.request('GET', `/api/payments/quote?bookingId=${ID}&purpose=general`);
      expect(two.body).toEqual(badRequest(QUOTE_ONE_ORDER));
      expect(sut.resolve).not.toHaveBeenCalled();
    });

    it('rejects a booking id that is not a UUID', async () => {
      const { body } = await ctx.request('GET', '/api/payments/quote?bookingId=42');
      expect(body).toEqual(badRequest('bookingId must be a UUID'));
    });

    it('is public; resolves the named order and answers its refusal with its status', async () => {
      sut.resolve.mockRejectedValue(new DomainError(ErrorCode.BOOKING_NOT_FOUND));
      const { status, body } = await ctx.request('GET', `/api/payments/quote?bookingId=${ID}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: ErrorCode.BOOKING_NOT_FOUND });
      expect(sut.resolve).toHaveBeenCalledWith({ bookingId: ID, subscriptionId: undefined });
    });

    it('quotes the general payment for a brand', async () => {
      sut.resolve.mockRejectedValue(new DomainError(ErrorCode.SERVICE_UNKNOWN));
      await ctx.request('GET', '/api/payments/quote?purpose=general&brand=lunar');
      expect(sut.resolve).toHaveBeenCalledWith({ serviceId: 'general', brand: 'lunar' });
    });
  });

  describe('GET /api/payments/:id', () => {
    it('rejects an id that is not a UUID', async () => {
      const { status, body } = await ctx.request('GET', '/api/payments/42');
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'Invalid payment id: expected a UUID' });
    });

    it('answers the receipt, never cached', async () => {
      ctx.mock(PaymentReceiptsService).receipt.mockResolvedValue({ id: ID } as never);
      const { status, headers } = await ctx.request('GET', `/api/payments/${ID}`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-store');
      expect(ctx.mock(PaymentReceiptsService).receipt).toHaveBeenCalledWith(ID);
    });
  });
});
