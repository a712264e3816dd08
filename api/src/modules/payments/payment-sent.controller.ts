import { ErrorCode } from '@app/contracts';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DomainError } from '../../common/domain-error';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { uuidParam } from '../../common/uuid-param.pipe';
import { BOOKING_CANCELLED } from '../bookings/booking-payments.service';
import { BookingsRepository } from '../bookings/bookings.repository';

export class PaymentSentResponse {
  @ApiProperty({ format: 'uuid' })
  bookingId!: string;

  @ApiProperty({ format: 'date-time', description: 'The first report; pressing again keeps it' })
  paymentReportedAt!: string;
}

/**
 * "Payment Sent" in the Zelle dialog (issue 16): the visitor's browser tells the coach an off-site payment is on its
 * way. Only a note on the booking ("customer reports payment sent" in the coach console): the booking is still
 * awaiting payment until the coach marks it paid. The booking id is the unguessable uuid the visitor got at booking.
 */
@ApiTags('payments')
@Controller('payments')
export class PaymentSentController {
  constructor(private readonly bookings: BookingsRepository) {}

  @Post('bookings/:id/payment-sent')
  @HttpCode(200)
  @RateLimit('payments')
  @ApiOperation({
    summary:
      'The customer reports an off-site (Zelle) payment sent for their booking; idempotent, the first time stays',
  })
  @ApiOkResponse({ type: PaymentSentResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'Unknown booking' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'The booking was cancelled' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async paymentSent(@Param('id', uuidParam('booking id')) id: string): Promise<PaymentSentResponse> {
    const reported = await this.bookings.reportPaymentSent(id);
    if (reported === 'cancelled') throw new DomainError(ErrorCode.BOOKING_CANCELLED, { message: BOOKING_CANCELLED });
    if (!reported) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    return { bookingId: id, paymentReportedAt: reported.toISOString() };
  }
}
