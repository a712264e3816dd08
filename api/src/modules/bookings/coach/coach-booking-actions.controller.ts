import {
  type CoachBookingDetailDto,
  type CoachCancelBookingRequest,
  coachCancelBookingSchema,
  coachRescheduleBookingSchema,
  MANAGE_BOOKING_MESSAGES,
  type ReleaseBookingsRequest,
  type ReleaseBookingsResultDto,
  releaseBookingsSchema,
} from '@app/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../../common/dto/api-error.response';
import { YupValidationPipe } from '../../../common/yup-validation.pipe';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CoachBookingsService } from '../coach-bookings.service';
import {
  CoachBookingDetailResponse,
  CoachCancelBookingBody,
  CoachRescheduleBookingBody,
  ReleaseBookingsBody,
  ReleaseBookingsResponse,
} from '../dto/coach-booking.dto';
import { CoachBookingActionsService } from './coach-booking-actions.service';
import { RescheduleBookingService } from '../changes/reschedule-booking.service';

/**
 * The coach's actions on a booking (issue 27). Each answers the booking as the console's detail shows it, with
 * the history entry it just wrote; the customer's e-mail is in the outbox by then.
 */
@ApiTags('coach')
@AdminOnly()
@Controller('coach/bookings')
export class CoachBookingActionsController {
  constructor(
    private readonly actions: CoachBookingActionsService,
    private readonly rescheduler: RescheduleBookingService,
    private readonly reads: CoachBookingsService,
  ) {}

  @Post('release')
  @HttpCode(200)
  @ApiOperation({ summary: 'Release unpaid live bookings in one action; each customer is told' })
  @ApiBody({ type: ReleaseBookingsBody })
  @ApiOkResponse({ type: ReleaseBookingsResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'None of the ids is a booking' })
  release(
    @Body(new YupValidationPipe(releaseBookingsSchema)) body: ReleaseBookingsRequest,
  ): Promise<ReleaseBookingsResultDto> {
    return this.actions.release(body.bookingIds, body.reason);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel at any time, with a reason the customer reads; a paid booking is refunded unless refund=false',
  })
  @ApiBody({ type: CoachCancelBookingBody })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Already cancelled or expired' })
  @ApiBadGatewayResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.refundFailed })
  async cancel(
    @Param('id') id: string,
    @Body(new YupValidationPipe(coachCancelBookingSchema)) body: CoachCancelBookingRequest,
  ): Promise<CoachBookingDetailDto> {
    await this.actions.cancel(id, body.reason, body.refund ?? true);
    return this.reads.detail(id);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move to any free future slot of its brand (no 24-hour limit for the coach)' })
  @ApiBody({ type: CoachRescheduleBookingBody })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'Unknown, past or other-brand slot; the same slot' })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'The slot is taken; the booking is cancelled' })
  async reschedule(
    @Param('id') id: string,
    @Body(new YupValidationPipe(coachRescheduleBookingSchema)) body: InferType<typeof coachRescheduleBookingSchema>,
  ): Promise<CoachBookingDetailDto> {
    await this.rescheduler.rescheduleByCoach(id, body.timeSlotId, body.fromTimeSlotId);
    return this.reads.detail(id);
  }

  @Post(':id/no-show')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the customer absent once the session has started' })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse })
  async noShow(@Param('id') id: string): Promise<CoachBookingDetailDto> {
    await this.actions.markNoShow(id);
    return this.reads.detail(id);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund a paid booking: a card through the gateway, an off-site payment owed' })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Not paid, or already refunded' })
  @ApiBadGatewayResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.refundFailed })
  async refund(@Param('id') id: string): Promise<CoachBookingDetailDto> {
    await this.actions.refund(id);
    return this.reads.detail(id);
  }

  @Post(':id/refund-sent')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record an owed off-site refund as sent; the customer is told' })
  @ApiOkResponse({ type: CoachBookingDetailResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'No refund is owed' })
  async refundSent(@Param('id') id: string): Promise<CoachBookingDetailDto> {
    await this.actions.refundSent(id);
    return this.reads.detail(id);
  }
}
