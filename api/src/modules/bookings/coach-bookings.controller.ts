import {
  AGENDA_PAYMENT_FILTERS,
  AGENDA_STATUS_FILTERS,
  BRAND_IDS,
  type CoachAgendaQuery,
  type CoachBookingDetailDto,
  type CoachBookingDto,
  coachAgendaQuerySchema,
} from '@app/contracts';
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
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { BookingPaymentsService } from './booking-payments.service';
import { CoachBookingsService } from './coach-bookings.service';
import { CoachBookingDetailResponse, CoachBookingResponse } from './dto/coach-booking.dto';

@ApiTags('coach')
@AdminOnly()
@Controller('coach/bookings')
export class CoachBookingsController {
  constructor(
    private readonly agenda: CoachBookingsService,
    private readonly payments: BookingPaymentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The agenda: bookings between two business-local dates in slot order, filtered' })
  @ApiQuery({ name: 'brand', required: false, enum: [...BRAND_IDS], description: 'Omitted: both brands' })
  @ApiQuery({ name: 'from', required: false, description: 'Business-local date YYYY-MM-DD; default today' })
  @ApiQuery({ name: 'to', required: false, description: 'Business-local date YYYY-MM-DD, inclusive; default none' })
  @ApiQuery({ name: 'q', required: false, description: 'Part of the name or e-mail' })
  @ApiQuery({ name: 'status', required: false, enum: [...AGENDA_STATUS_FILTERS], description: 'Default live' })
  @ApiQuery({ name: 'payment', required: false, enum: [...AGENDA_PAYMENT_FILTERS], description: 'Default any' })
  @ApiOkResponse({ type: CoachBookingResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(@Query(new YupValidationPipe(coachAgendaQuerySchema)) query: CoachAgendaQuery): Promise<CoachBookingDto[]> {
    return this.agenda.agenda(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One booking with its contact, payment, chat session and history' })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  detail(@Param('id') id: string): Promise<CoachBookingDetailDto> {
    return this.agenda.detail(id);
  }

  @Post(':id/mark-paid')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record an off-site payment: payment status paid, the booking confirmed, the customer thanked',
  })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Cancelled, or its run-out hold lost the slot' })
  async markPaid(@Param('id') id: string): Promise<CoachBookingDetailDto> {
    await this.payments.markPaid(id, 'coach');
    return this.agenda.detail(id);
  }
}
