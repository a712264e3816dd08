import { type BookingDto, BRAND_IDS, type BrandId, isDateKey } from '@app/contracts';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { object, string } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { BookingPaymentsService } from './booking-payments.service';
import { CoachBookingsService } from './coach-bookings.service';
import { BookingResponse } from './dto/booking.dto';

const agendaQuerySchema = object({
  brand: string()
    .oneOf(['coaching', 'lunar'] as const, 'Brand must be coaching or lunar')
    .optional(),
  from: string().test('date-key', 'From must be a date (YYYY-MM-DD)', (v) => v === undefined || isDateKey(v)),
});

@ApiTags('coach')
@AdminOnly()
@Controller('coach/bookings')
export class CoachBookingsController {
  constructor(
    private readonly agenda: CoachBookingsService,
    private readonly payments: BookingPaymentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Upcoming live bookings in slot order, with their payment status' })
  @ApiQuery({ name: 'brand', required: false, enum: [...BRAND_IDS], description: 'Omitted: both brands' })
  @ApiQuery({ name: 'from', required: false, description: 'Business-local date YYYY-MM-DD; default today' })
  @ApiOkResponse({ type: BookingResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(
    @Query(new YupValidationPipe(agendaQuerySchema)) query: { brand?: BrandId; from?: string },
  ): Promise<BookingDto[]> {
    return this.agenda.agenda(query.brand, query.from);
  }

  @Post(':id/mark-paid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record an off-site payment: payment status paid, the booking confirmed' })
  @ApiOkResponse({ type: BookingResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Cancelled, or its run-out hold lost the slot' })
  markPaid(@Param('id') id: string): Promise<BookingDto> {
    return this.payments.markPaid(id, 'coach');
  }
}
