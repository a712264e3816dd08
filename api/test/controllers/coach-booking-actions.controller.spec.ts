import { COACH_BOOKING_MESSAGES } from '@app/contracts';
import { RescheduleBookingService } from '../../src/modules/bookings/changes/reschedule-booking.service';
import { CoachBookingActionsController } from '../../src/modules/bookings/coach/coach-booking-actions.controller';
import { CoachBookingActionsService } from '../../src/modules/bookings/coach/coach-booking-actions.service';
import { CoachBookingsService } from '../../src/modules/bookings/coach-bookings.service';
import {
  asAdmin,
  asAdminCookieWithoutCsrf,
  badRequest,
  type ControllerContext,
  controllerSetup,
  csrfRefused,
  itNeedsTheAdmin,
} from './controller-test-app';

describe(CoachBookingActionsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<CoachBookingActionsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachBookingActionsController);
    sut = ctx.mock(CoachBookingActionsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ctx.reset();
    ctx.mock(CoachBookingsService).detail.mockResolvedValue({ id: 'b1' } as never);
  });

  itNeedsTheAdmin(
    () => ctx,
    [
      ['POST', '/api/coach/bookings/release'],
      ['POST', '/api/coach/bookings/b1/cancel'],
      ['POST', '/api/coach/bookings/b1/reschedule'],
      ['POST', '/api/coach/bookings/b1/no-show'],
      ['POST', '/api/coach/bookings/b1/refund'],
      ['POST', '/api/coach/bookings/b1/refund-sent'],
    ],
  );

  it('refuses a cookie write without the CSRF token', async () => {
    const { status, body } = await ctx.request('POST', '/api/coach/bookings/b1/no-show', {
      headers: asAdminCookieWithoutCsrf,
    });
    expect(status).toBe(403);
    expect(body).toEqual(csrfRefused);
    expect(sut.markNoShow).not.toHaveBeenCalled();
  });

  describe('POST /api/coach/bookings/release', () => {
    it('rejects a release naming no booking', async () => {
      const { status, body } = await ctx.request('POST', '/api/coach/bookings/release', {
        headers: asAdmin,
        body: { bookingIds: [] },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(COACH_BOOKING_MESSAGES.releaseNone));
      expect(sut.release).not.toHaveBeenCalled();
    });

    it('releases the named bookings with the trimmed reason', async () => {
      sut.release.mockResolvedValue({} as never);
      await ctx.request('POST', '/api/coach/bookings/release', {
        headers: asAdmin,
        body: { bookingIds: ['b1', 'b2'], reason: ' unpaid ' },
      });
      expect(sut.release).toHaveBeenCalledWith(['b1', 'b2'], 'unpaid');
    });
  });

  describe('POST /api/coach/bookings/:id/cancel', () => {
    it('rejects a refund flag that is not a boolean', async () => {
      const { body } = await ctx.request('POST', '/api/coach/bookings/b1/cancel', {
        headers: asAdmin,
        body: { refund: 'maybe' },
      });
      expect(body).toEqual(badRequest('Refund must be true or false'));
    });

    it('cancels with a refund unless told otherwise, and answers the detail', async () => {
      const { status, body } = await ctx.request('POST', '/api/coach/bookings/b1/cancel', {
        headers: asAdmin,
        body: {},
      });
      expect(status).toBe(200);
      expect(body).toEqual({ id: 'b1' });
      expect(sut.cancel).toHaveBeenCalledWith('b1', undefined, true);
    });
  });

  describe('POST /api/coach/bookings/:id/reschedule', () => {
    it('rejects a move without the new time', async () => {
      const { body } = await ctx.request('POST', '/api/coach/bookings/b1/reschedule', { headers: asAdmin, body: {} });
      expect(body).toEqual(badRequest(COACH_BOOKING_MESSAGES.timeSlotRequired));
    });

    it('moves the booking by the coach', async () => {
      await ctx.request('POST', '/api/coach/bookings/b1/reschedule', { headers: asAdmin, body: { timeSlotId: 's2' } });
      expect(ctx.mock(RescheduleBookingService).rescheduleByCoach).toHaveBeenCalledWith('b1', 's2', undefined);
    });
  });

  it.each([
    ['no-show', 'markNoShow'],
    ['refund', 'refund'],
    ['refund-sent', 'refundSent'],
  ] as const)('POST /api/coach/bookings/:id/%s calls %s', async (action, method) => {
    const { status } = await ctx.request('POST', `/api/coach/bookings/b1/${action}`, { headers: asAdmin });
    expect(status).toBe(200);
    expect(sut[method]).toHaveBeenCalledWith('b1');
  });
});
