import { COUPON_MESSAGES } from '@app/contracts';
import { CouponsController } from '../../src/modules/coupons/coupons.controller';
import { CouponsService } from '../../src/modules/coupons/coupons.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(CouponsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<CouponsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CouponsController);
    sut = ctx.mock(CouponsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('GET /api/coupons/quote', () => {
    it('rejects a quote without a code', async () => {
      const { status, body } = await ctx.request('GET', '/api/coupons/quote?brand=coaching');
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(COUPON_MESSAGES.codeInvalid));
      expect(sut.quote).not.toHaveBeenCalled();
    });

    it('rejects an unknown plan type', async () => {
      const { status, body } = await ctx.request('GET', '/api/coupons/quote?code=SPRING&planType=gold');
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(COUPON_MESSAGES.codeNotApplicable));
    });

    it('is public and quotes the upper-cased code', async () => {
      sut.quote.mockResolvedValue({ code: 'SPRING' } as never);
      const { status } = await ctx.request('GET', '/api/coupons/quote?code=spring&brand=lunar&serviceId=tarot');
      expect(status).toBe(200);
      expect(sut.quote).toHaveBeenCalledWith({ code: 'SPRING', brand: 'lunar', serviceId: 'tarot' });
    });
  });
});
