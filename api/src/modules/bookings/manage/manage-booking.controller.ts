import {
  BOOKING_MESSAGES,
  MANAGE_BOOKING_MESSAGES,
  rescheduleBookingSchema,
  type ManageBookingDto,
} from '@app/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../../common/dto/api-error.response';
import { RateLimit } from '../../../common/rate-limit';
import { YupValidationPipe } from '../../../common/yup-validation.pipe';
import { ManageBookingResponse, RescheduleBookingBody } from '../dto/manage-booking.dto';
import { ManageBookingService } from './manage-booking.service';
import { RescheduleBookingService } from '../changes/reschedule-booking.service';

const TOKEN_PARAM = { name: 'token', description: 'The manage token from the confirmation e-mail link' };

/** The manage link of a booking (/manage/:token): no account, the token is the key. */
@ApiTags('manage booking')
@Controller('manage')
export class ManageBookingController {
  constructor(
    private readonly manage: ManageBookingService,
    private readonly rescheduler: RescheduleBookingService,
  ) {}

  @Get(':token')
  // Personal data (name, e-mail, amounts): never kept by a browser or proxy cache.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The booking behind a manage link, with whether it can still be changed' })
  @ApiParam(TOKEN_PARAM)
  @ApiOkResponse({ type: ManageBookingResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.notFound })
  view(@Param('token') token: string): Promise<ManageBookingDto> {
    return this.manage.view(token);
  }

  @Get(':token/calendar.ics')
  @ApiOperation({
    summary: 'The booking as an iCalendar file, for "Add to calendar" (Apple Calendar and any other)',
    description:
      'METHOD:PUBLISH, the UID and SEQUENCE of the e-mailed invite, DTSTART/DTEND in UTC; sent as an attachment.',
  })
  @ApiParam(TOKEN_PARAM)
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The event (text/calendar)', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.notFound })
  @ApiGoneResponse({ type: ApiErrorResponse, description: 'Cancelled, or a card hold that lapsed: no session' })
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const ics = await this.manage.calendar(token);
    // Headers only on success: an error keeps the API's JSON body (the exception filter sets no-store itself).
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="session.ics"')
      // Names and e-mail addresses: never kept by a browser or proxy cache.
      .header('cache-control', 'no-store');
    return ics;
  }

  @Post(':token/cancel')
  @HttpCode(200)
  @RateLimit('bookings')
  @ApiOperation({
    summary: 'Cancel at least 24 hours ahead',
    description: 'Frees the slot; a card payment is refunded through the payment gateway. The coach is e-mailed.',
  })
  @ApiParam(TOKEN_PARAM)
  @ApiOkResponse({ type: ManageBookingResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiForbiddenResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.policy })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Already cancelled, expired or past' })
  @ApiBadGatewayResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.refundFailed })
  cancel(@Param('token') token: string): Promise<ManageBookingDto> {
    return this.manage.cancel(token);
  }

  @Post(':token/reschedule')
  @HttpCode(200)
  @RateLimit('bookings')
  @ApiOperation({
    summary: 'Move to another free slot of the same brand, at least 24 hours ahead of the current one',
    description: 'Atomic: the booking holds exactly one slot before and after. The coach is e-mailed.',
  })
  @ApiParam(TOKEN_PARAM)
  @ApiBody({ type: RescheduleBookingBody })
  @ApiOkResponse({ type: ManageBookingResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'Unknown, past or other-brand slot; the same slot' })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiForbiddenResponse({ type: ApiErrorResponse, description: MANAGE_BOOKING_MESSAGES.policy })
  @ApiConflictResponse({ type: ApiErrorResponse, description: BOOKING_MESSAGES.slotTaken })
  reschedule(
    @Param('token') token: string,
    @Body(new YupValidationPipe(rescheduleBookingSchema)) body: InferType<typeof rescheduleBookingSchema>,
  ): Promise<ManageBookingDto> {
    return this.rescheduler.reschedule(token, body.timeSlotId, body.fromTimeSlotId);
  }
}
