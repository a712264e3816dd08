import { COUPON_MESSAGES } from '@app/contracts';
import { CoachCouponsController } from '../../src/modules/coupons/coach-coupons.controller';
import { CoachCouponsService } from '../../src/modules/coupons/coach-coupons.service';
import {
  asAdmin,
  asAdminCookieWithoutCsrf,
  badRequest,
  type ControllerContext,
  controllerSetup,
  csrfRefused,
  itNeedsTheAdmin,
} from './controller-test-app';

describe(CoachCouponsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<CoachCouponsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachCouponsController);
    sut = ctx.mock(CoachCouponsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/coupons'],
      ['POST', '/api/coach/coupons'],
      ['POST', '/api/coach/coupons/c1/deactivate'],
    ],
  );

  describe('POST /api/coach/coupons', () => {
    const valid = { code: 'spring10', kind: 'percent', value: 10 };

    it('refuses a cookie write without the CSRF token', async () => {
      const { status, body } = await ctx.request('POST', '/api/coach/coupons', {
        headers: asAdminCookieWithoutCsrf,
        body: valid,
      });
      expect(status).toBe(403);
      expect(body).toEqual(csrfRefused);
      expect(sut.create).not.toHaveBeenCalled();
    });

    it('rejects a code that is not 3 to 32 letters, digits, - or _', async () => {
      const { status, body } = await ctx.request('POST', '/api/coach/coupons', {
        headers: asAdmin,
        body: { ...valid, code: 'a b' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(COUPON_MESSAGES.codeRequired));
      expect(sut.create).not.toHaveBeenCalled();
    });

    it('rejects a percent over 100', async () => {
      const { status, body } = await ctx.request('POST', '/api/coach/coupons', {
        headers: asAdmin,
        body: { ...valid, value: 101 },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(COUPON_MESSAGES.percentRange));
    });

    it('hands the parsed coupon (code upper-cased) to the service', async () => {
      sut.create.mockResolvedValue({ code: 'SPRING10' } as never);
      const { status, body } = await ctx.request('POST', '/api/coach/coupons', { headers: asAdmin, body: valid });
      expect(status).toBe(201);
      expect(body).toEqual({ code: 'SPRING10' });
      expect(sut.create).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'SPRING10', kind: 'percent', value: 10 }),
      );
    });
  });

  it('GET /api/coach/coupons lists for the admin', async () => {
    sut.list.mockResolvedValue([]);
    const { status, body } = await ctx.request('GET', '/api/coach/coupons', { headers: asAdmin });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('POST /api/coach/coupons/:id/deactivate passes the id', async () => {
    sut.deactivate.mockResolvedValue({} as never);
    const { status } = await ctx.request('POST', '/api/coach/coupons/c1/deactivate', { headers: asAdmin });
    expect(status).toBe(200);
    expect(sut.deactivate).toHaveBeenCalledWith('c1');
  });
});
