import {
  BRAND_IDS,
  type BrandHoursDto,
  type BrandId,
  type DayHoursDto,
  type HoursSavedDto,
  type WeeklyHoursRequest,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class DayHoursResponse implements DayHoursDto {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday', example: 1 })
  weekday!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Business-local HH:MM; null when closed',
    example: '09:00',
  })
  open!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Business-local HH:MM, after open ("24:00" = midnight); null when closed',
    example: '21:00',
  })
  close!: string | null;
}

export class WeeklyHoursBody implements WeeklyHoursRequest {
  @ApiProperty({ type: DayHoursResponse, isArray: true, description: 'All seven days, each weekday once' })
  days!: DayHoursResponse[];
}

export class BrandHoursResponse implements BrandHoursDto {
  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;

  @ApiProperty({ type: DayHoursResponse, isArray: true, description: 'Sunday first' })
  days!: DayHoursResponse[];
}

export class HoursSavedResponse implements HoursSavedDto {
  @ApiProperty({ type: BrandHoursResponse })
  hours!: BrandHoursResponse;

  @ApiProperty({ description: 'Free future slots offered now that were not before' })
  slotsAdded!: number;

  @ApiProperty({ description: 'Free future slots no longer offered' })
  slotsRemoved!: number;

  @ApiProperty({ description: 'Live bookings now outside the hours; they keep their time' })
  bookingsKept!: number;
}
