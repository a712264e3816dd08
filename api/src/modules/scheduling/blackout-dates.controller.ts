import {
  type BlackoutAddedDto,
  type BlackoutDateDto,
  type BlackoutDateRequest,
  blackoutDateSchema,
  BRAND_IDS,
  type BrandId,
  type CoachBookingDto,
} from '@app/contracts';
import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { object, string } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { BlackoutDatesService } from './blackout-dates.service';
import { CoachBookingResponse } from '../bookings/dto/coach-booking.dto';
import { BlackoutAddedResponse, BlackoutDateBody, BlackoutDateResponse } from './dto/blackout-date.response';

/** The date in the path must be a real YYYY-MM-DD, with the same message as when adding one. */
const dateParamsSchema = blackoutDateSchema.pick(['date']);

const brandQuerySchema = object({
  brand: string()
    .oneOf(['coaching', 'lunar'] as const, 'Brand must be coaching or lunar')
    .optional(),
});

@ApiTags('coach')
@AdminOnly()
@Controller('coach/blackout-dates')
export class BlackoutDatesController {
  constructor(private readonly blackouts: BlackoutDatesService) {}

  @Get()
  @ApiOperation({ summary: 'Upcoming blackout dates (no slots are offered on them)' })
  @ApiOkResponse({ type: BlackoutDateResponse, isArray: true })
  list(): Promise<BlackoutDateDto[]> {
    return this.blackouts.listUpcoming();
  }

  @Post()
  @ApiOperation({
    summary: 'Black out a day for one brand or both; answers the day and the live bookings still on it',
    description:
      'The bookings stay until the coach cancels or moves them (POST /api/coach/bookings/:id/…) or keeps them.',
  })
  @ApiBody({ type: BlackoutDateBody })
  @ApiCreatedResponse({ type: BlackoutAddedResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  add(@Body(new YupValidationPipe(blackoutDateSchema)) body: BlackoutDateRequest): Promise<BlackoutAddedDto> {
    return this.blackouts.add(body);
  }

  @Get(':date/bookings')
  @ApiOperation({ summary: 'Live bookings (confirmed or held, not yet begun) on a day, for one brand or both' })
  @ApiParam({ name: 'date', description: 'YYYY-MM-DD', example: '2027-01-12' })
  @ApiQuery({ name: 'brand', required: false, enum: [...BRAND_IDS], description: 'Omitted: both brands' })
  @ApiOkResponse({ type: CoachBookingResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  bookings(
    @Param(new YupValidationPipe(dateParamsSchema)) params: { date: string },
    @Query(new YupValidationPipe(brandQuerySchema)) query: { brand?: BrandId },
  ): Promise<CoachBookingDto[]> {
    return this.blackouts.bookingsOn(params.date, query.brand);
  }

  @Delete(':date')
  @ApiOperation({ summary: 'Reopen a day (every brand, or only ?brand=); answers the updated list' })
  @ApiQuery({ name: 'brand', required: false, enum: [...BRAND_IDS] })
  @ApiParam({ name: 'date', description: 'YYYY-MM-DD', example: '2027-01-12' })
  @ApiOkResponse({ type: BlackoutDateResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  remove(
    @Param(new YupValidationPipe(dateParamsSchema)) params: { date: string },
    @Query(new YupValidationPipe(brandQuerySchema)) query: { brand?: BrandId },
  ): Promise<BlackoutDateDto[]> {
    return this.blackouts.remove(params.date, query.brand);
  }
}
