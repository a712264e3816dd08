import { BRAND_IDS, type BrandId } from '@app/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { object, string } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { JSON_CONTENT_TYPE } from '../../common/json-snapshot';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { TimeSlotResponse } from './dto/time-slot.response';
import { TimeSlotsService } from './time-slots.service';

const BRAND_MESSAGE = 'Brand must be coaching or lunar';
const timeSlotQuerySchema = object({
  brand: string()
    .oneOf(['coaching', 'lunar'] as const, BRAND_MESSAGE)
    .default('coaching'),
});

@ApiTags('scheduling')
@Controller('time-slots')
export class TimeSlotsController {
  constructor(private readonly timeSlots: TimeSlotsService) {}

  @Get()
  // §4: pages refetch on mount and focus; a cached list would offer slots that were just booked.
  @Header('cache-control', 'no-store')
  // The JSON bytes TimeSlotsService keeps in memory until the next booking, hold, blackout or clock change.
  @Header('content-type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'Free, future slots of a brand, today through today + 6 days (America/New_York)' })
  @ApiQuery({ name: 'brand', required: false, enum: [...BRAND_IDS], description: 'Default coaching' })
  @ApiOkResponse({ type: TimeSlotResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  async list(@Query(new YupValidationPipe(timeSlotQuerySchema)) query: { brand: BrandId }): Promise<string> {
    return (await this.timeSlots.listAvailable(query.brand)).json;
  }
}
