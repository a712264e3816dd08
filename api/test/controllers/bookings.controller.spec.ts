import { VALIDATION_MESSAGES } from '@app/contracts';
import { BookingsController } from '../../src/modules/bookings/bookings.controller';
import { BookingsService } from '../../src/modules/bookings/bookings.service';
import { bookingForm, coachingPagePayload } from '../factories/booking.factory';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(BookingsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<BookingsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(BookingsController);
    sut = ctx.mock(BookingsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/bookings', () => {
    it('rejects a booking without a valid e-mail address, in the form’s words', async () => {
      const { status, body } = await ctx.request('POST', '/api/bookings', { body: bookingForm({ email: 'ada' }) });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(VALIDATION_MESSAGES.emailInvalid));
      expect(sut.create).not.toHaveBeenCalled();
    });

    it('is public; maps the booking form to one input and passes the client address', async () => {
      sut.create.mockResolvedValue({ id: 'b1' } as never);
      const { status, body } = await ctx.request('POST', '/api/bookings', {
        body: bookingForm({ timeSlotId: 'slot-1' }),
      });
      expect(status).toBe(201);
      expect(body).toEqual({ id: 'b1' });
      expect(sut.create).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'booking-form', fullName: 'Ada Lovelace', email: 'ada@example.com' }),
        expect.any(String),
      );
    });

    it("maps the coaching page's shape to the same input", async () => {
      sut.create.mockResolvedValue({} as never);
      await ctx.request('POST', '/api/bookings', { body: coachingPagePayload({ timeSlotId: 'slot-1' }) });
      expect(sut.create).toHaveBeenCalledWith(expect.objectContaining({ source: 'coaching-page' }), expect.any(String));
    });
  });
});
