import { VALIDATION_MESSAGES } from '@app/contracts';
import { RescheduleBookingService } from '../../src/modules/bookings/changes/reschedule-booking.service';
import { ManageBookingController } from '../../src/modules/bookings/manage/manage-booking.controller';
import { ManageBookingService } from '../../src/modules/bookings/manage/manage-booking.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

// The manage link's token is the credential: no session, and the service answers an unknown token 404.
describe(ManageBookingController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<ManageBookingService>;

  beforeAll(async () => {
    ctx = await controllerSetup(ManageBookingController);
    sut = ctx.mock(ManageBookingService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  it('GET /api/manage/:token reads the booking by its token', async () => {
    sut.view.mockResolvedValue({ id: 'b1' } as never);
    const { status, body } = await ctx.request('GET', '/api/manage/tok');
    expect(status).toBe(200);
    expect(body).toEqual({ id: 'b1' });
    expect(sut.view).toHaveBeenCalledWith('tok');
  });

  it('POST /api/manage/:token/cancel cancels by the token', async () => {
    sut.cancel.mockResolvedValue({} as never);
    await ctx.request('POST', '/api/manage/tok/cancel');
    expect(sut.cancel).toHaveBeenCalledWith('tok');
  });

  describe('POST /api/manage/:token/reschedule', () => {
    it('rejects a move without the new time', async () => {
      const { status, body } = await ctx.request('POST', '/api/manage/tok/reschedule', { body: { timeSlotId: ' ' } });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(VALIDATION_MESSAGES.timeSlotRequired));
    });

    it('moves the booking to the parsed slot', async () => {
      const rescheduler = ctx.mock(RescheduleBookingService);
      rescheduler.reschedule.mockResolvedValue({} as never);
      await ctx.request('POST', '/api/manage/tok/reschedule', { body: { timeSlotId: ' s2 ' } });
      expect(rescheduler.reschedule).toHaveBeenCalledWith('tok', 's2', undefined);
    });
  });
});
