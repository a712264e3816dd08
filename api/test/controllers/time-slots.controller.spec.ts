import { TimeSlotsController } from '../../src/modules/scheduling/time-slots.controller';
import { TimeSlotsService } from '../../src/modules/scheduling/time-slots.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(TimeSlotsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<TimeSlotsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(TimeSlotsController);
    sut = ctx.mock(TimeSlotsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('GET /api/time-slots', () => {
    it('rejects an unknown brand', async () => {
      const { status, body } = await ctx.request('GET', '/api/time-slots?brand=acme');
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Brand must be coaching or lunar'));
      expect(sut.listAvailable).not.toHaveBeenCalled();
    });

    it('is public, defaults to coaching and answers the kept JSON bytes uncached', async () => {
      sut.listAvailable.mockResolvedValue({ json: '[]' } as never);
      const { status, body, headers } = await ctx.request('GET', '/api/time-slots');
      expect(status).toBe(200);
      expect(body).toEqual([]);
      expect(headers['cache-control']).toBe('no-store');
      expect(sut.listAvailable).toHaveBeenCalledWith('coaching');
    });
  });
});
