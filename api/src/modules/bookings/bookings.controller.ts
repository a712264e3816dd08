import { type BookingDto, type CreateBookingInput, normalizeBookingPayload } from '@app/contracts';
import { Body, Controller, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { BookingsService } from './bookings.service';
import { BookingResponse, CreateBookingBody } from './dto/booking.dto';

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @RateLimit('bookings')
  @ApiOperation({
    summary:
      'Book a slot (any of the three payload shapes). Card payments hold the slot 15 minutes as pending_payment.',
  })
  @ApiBody({ type: CreateBookingBody })
  @ApiCreatedResponse({ type: BookingResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'Validation, unknown service or slot, past slot' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'This time slot is no longer available; too many unpaid bookings for this e-mail or connection',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  create(
    @Body(new YupValidationPipe(normalizeBookingPayload)) input: CreateBookingInput,
    // The client address as the trusted proxy setting resolves it (TRUST_PROXY): the unpaid cap counts by it.
    @Ip() clientAddress: string | undefined,
  ): Promise<BookingDto> {
    return this.bookings.create(input, clientAddress ?? null);
  }
}
