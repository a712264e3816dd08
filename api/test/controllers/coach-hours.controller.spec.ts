import { HOURS_MESSAGES } from '@app/contracts';
import { BusinessHoursService } from '../../src/modules/scheduling/business-hours.service';
import { CoachHoursController } from '../../src/modules/scheduling/coach-hours.controller';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

const week = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: '09:00', close: '17:00' }));

describe(CoachHoursController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<BusinessHoursService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachHoursController);
    sut = ctx.mock(BusinessHoursService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/hours'],
      ['PUT', '/api/coach/hours/coaching'],
    ],
  );

  describe('PUT /api/coach/hours/:brand', () => {
    it('rejects an unknown brand', async () => {
      const { status, body } = await ctx.request('PUT', '/api/coach/hours/acme', {
        headers: asAdmin,
        body: { days: week },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Brand must be coaching or lunar'));
    });

    it('rejects a week without seven days', async () => {
      const { status, body } = await ctx.request('PUT', '/api/coach/hours/lunar', {
        headers: asAdmin,
        body: { days: week.slice(1) },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(HOURS_MESSAGES.week));
      expect(sut.update).not.toHaveBeenCalled();
    });

    it('rejects a day that closes before it opens, naming the day', async () => {
      const days = week.map((d) => (d.weekday === 1 ? { ...d, open: '18:00', close: '10:00' } : d));
      const { body } = await ctx.request('PUT', '/api/coach/hours/lunar', { headers: asAdmin, body: { days } });
      expect(body).toEqual(badRequest(HOURS_MESSAGES.closeAfterOpen('Monday')));
    });

    it('saves the week for the brand', async () => {
      sut.update.mockResolvedValue({} as never);
      const { status } = await ctx.request('PUT', '/api/coach/hours/lunar', { headers: asAdmin, body: { days: week } });
      expect(status).toBe(200);
      expect(sut.update).toHaveBeenCalledWith('lunar', { days: week });
    });
  });
});
