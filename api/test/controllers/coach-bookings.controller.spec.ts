import { BookingPaymentsService } from '../../src/modules/bookings/booking-payments.service';
import { CoachBookingsController } from '../../src/modules/bookings/coach-bookings.controller';
import { CoachBookingsService } from '../../src/modules/bookings/coach-bookings.service';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

describe(CoachBookingsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<CoachBookingsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachBookingsController);
    sut = ctx.mock(CoachBookingsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/bookings'],
      ['GET', '/api/coach/bookings/b1'],
      ['POST', '/api/coach/bookings/b1/mark-paid'],
    ],
  );

  describe('GET /api/coach/bookings', () => {
    it('rejects an unknown brand', async () => {
      const { status, body } = await ctx.request('GET', '/api/coach/bookings?brand=acme', { headers: asAdmin });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Brand must be coaching or lunar'));
      expect(sut.agenda).not.toHaveBeenCalled();
    });

    it('hands the parsed filter to the agenda (blank fields dropped)', async () => {
      sut.agenda.mockResolvedValue([]);
      const { status } = await ctx.request('GET', '/api/coach/bookings?brand=lunar&q=%20ada%20&status=', {
        headers: asAdmin,
      });
      expect(status).toBe(200);
      expect(sut.agenda).toHaveBeenCalledWith(expect.objectContaining({ brand: 'lunar', q: 'ada' }));
    });
  });

  it('POST /api/coach/bookings/:id/mark-paid marks it paid by the coach and answers the detail', async () => {
    sut.detail.mockResolvedValue({ id: 'b1' } as never);
    const { status, body } = await ctx.request('POST', '/api/coach/bookings/b1/mark-paid', { headers: asAdmin });
    expect(status).toBe(200);
    expect(body).toEqual({ id: 'b1' });
    expect(ctx.mock(BookingPaymentsService).markPaid).toHaveBeenCalledWith('b1', 'coach');
  });
});
