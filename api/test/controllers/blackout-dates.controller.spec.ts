import { BLACKOUT_MESSAGES } from '@app/contracts';
import { BlackoutDatesController } from '../../src/modules/scheduling/blackout-dates.controller';
import { BlackoutDatesService } from '../../src/modules/scheduling/blackout-dates.service';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

describe(BlackoutDatesController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<BlackoutDatesService>;

  beforeAll(async () => {
    ctx = await controllerSetup(BlackoutDatesController);
    sut = ctx.mock(BlackoutDatesService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/blackout-dates'],
      ['POST', '/api/coach/blackout-dates'],
      ['GET', '/api/coach/blackout-dates/2027-01-15/bookings'],
      ['DELETE', '/api/coach/blackout-dates/2027-01-15'],
    ],
  );

  describe('POST /api/coach/blackout-dates', () => {
    it('rejects a missing date and one that is not a day', async () => {
      const missing = await ctx.request('POST', '/api/coach/blackout-dates', { headers: asAdmin, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(badRequest(BLACKOUT_MESSAGES.dateRequired));
      const invalid = await ctx.request('POST', '/api/coach/blackout-dates', {
        headers: asAdmin,
        body: { date: '2027-02-30' },
      });
      expect(invalid.body).toEqual(badRequest(BLACKOUT_MESSAGES.dateInvalid));
      expect(sut.add).not.toHaveBeenCalled();
    });

    it('adds the parsed day (a blank brand means both)', async () => {
      sut.add.mockResolvedValue({} as never);
      const { status } = await ctx.request('POST', '/api/coach/blackout-dates', {
        headers: asAdmin,
        body: { date: ' 2027-01-15 ', brand: '' },
      });
      expect(status).toBe(201);
      expect(sut.add).toHaveBeenCalledWith({ date: '2027-01-15' });
    });
  });

  describe('the day in the path', () => {
    it('rejects a path date that is not a day, with the same words as adding one', async () => {
      const { status, body } = await ctx.request('DELETE', '/api/coach/blackout-dates/someday', { headers: asAdmin });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(BLACKOUT_MESSAGES.dateInvalid));
      expect(sut.remove).not.toHaveBeenCalled();
    });

    it('rejects an unknown brand', async () => {
      const { body } = await ctx.request('GET', '/api/coach/blackout-dates/2027-01-15/bookings?brand=acme', {
        headers: asAdmin,
      });
      expect(body).toEqual(badRequest('Brand must be coaching or lunar'));
    });

    it('passes the day and brand on', async () => {
      sut.bookingsOn.mockResolvedValue([]);
      sut.remove.mockResolvedValue({} as never);
      await ctx.request('GET', '/api/coach/blackout-dates/2027-01-15/bookings?brand=lunar', { headers: asAdmin });
      expect(sut.bookingsOn).toHaveBeenCalledWith('2027-01-15', 'lunar');
      await ctx.request('DELETE', '/api/coach/blackout-dates/2027-01-15', { headers: asAdmin });
      expect(sut.remove).toHaveBeenCalledWith('2027-01-15', undefined);
    });
  });
});
