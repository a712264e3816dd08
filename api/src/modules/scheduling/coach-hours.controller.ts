import {
  BRAND_IDS,
  type BrandHoursDto,
  type BrandId,
  type HoursSavedDto,
  type WeeklyHoursRequest,
  weeklyHoursSchema,
} from '@app/contracts';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { object, string } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { BusinessHoursService } from './business-hours.service';
import { BrandHoursResponse, HoursSavedResponse, WeeklyHoursBody } from './dto/business-hours.response';

const brandParamSchema = object({
  brand: string()
    .oneOf([...BRAND_IDS], 'Brand must be coaching or lunar')
    .required('Brand must be coaching or lunar'),
});

@ApiTags('coach')
@AdminOnly()
@Controller('coach/hours')
export class CoachHoursController {
  constructor(private readonly hours: BusinessHoursService) {}

  @Get()
  @ApiOperation({ summary: "Both brands' weekly hours (America/New_York)" })
  @ApiOkResponse({ type: BrandHoursResponse, isArray: true })
  list(): Promise<BrandHoursDto[]> {
    return this.hours.list();
  }

  @Put(':brand')
  @ApiOperation({
    summary: "Replace a brand's weekly hours; free slots of the next seven days follow at once, booked ones stay",
  })
  @ApiParam({ name: 'brand', enum: [...BRAND_IDS] })
  @ApiBody({ type: WeeklyHoursBody })
  @ApiOkResponse({ type: HoursSavedResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  update(
    @Param(new YupValidationPipe(brandParamSchema)) params: { brand: BrandId },
    @Body(new YupValidationPipe(weeklyHoursSchema)) body: WeeklyHoursRequest,
  ): Promise<HoursSavedDto> {
    return this.hours.update(params.brand, body);
  }
}
