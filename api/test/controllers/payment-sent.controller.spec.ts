import { ErrorCode } from '@app/contracts';
import { BookingsRepository } from '../../src/modules/bookings/bookings.repository';
import { PaymentSentController } from '../../src/modules/payments/payment-sent.controller';
import { type ControllerContext, controllerSetup } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const url = (id: string) => `/api/payments/bookings/${id}/payment-sent`;

describe(PaymentSentController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<BookingsRepository>;

  beforeAll(async () => {
    ctx = await controllerSetup(PaymentSentController);
    sut = ctx.mock(BookingsRepository);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/payments/bookings/:id/payment-sent', () => {
    it('rejects an id that is not a UUID', async () => {
      const { status, body } = await ctx.request('POST', url('42'));
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'Invalid booking id: expected a UUID' });
      expect(sut.reportPaymentSent).not.toHaveBeenCalled();
    });

    it('is public and answers when the payment was first reported', async () => {
      sut.reportPaymentSent.mockResolvedValue(new Date('2027-01-12T15:00:00Z'));
      const { status, body } = await ctx.request('POST', url(ID));
      expect(status).toBe(200);
      expect(body).toEqual({ bookingId: ID, paymentReportedAt: '2027-01-12T15:00:00.000Z' });
    });

    it('answers 404 for an unknown booking and 409 for a cancelled one', async () => {
      sut.reportPaymentSent.mockResolvedValue(null);
      expect(await ctx.request('POST', url(ID))).toMatchObject({
        status: 404,
        body: { code: ErrorCode.BOOKING_NOT_FOUND },
      });
      sut.reportPaymentSent.mockResolvedValue('cancelled');
      expect(await ctx.request('POST', url(ID))).toMatchObject({
        status: 409,
        body: { code: ErrorCode.BOOKING_CANCELLED },
      });
    });
  });
});
