import {
  type BlackoutAddedDto,
  type BlackoutDateDto,
  type BlackoutDateRequest,
  BRAND_IDS,
  type BrandId,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CoachBookingResponse } from '../../bookings/dto/coach-booking.dto';

export class BlackoutDateBody implements BlackoutDateRequest {
  @ApiProperty({ description: 'Business-local date, today or later', example: '2026-12-25' })
  date!: string;

  @ApiPropertyOptional({ enum: [...BRAND_IDS], description: 'Omitted: both brands' })
  brand?: BrandId;

  @ApiPropertyOptional({ maxLength: 200, example: 'Holiday' })
  reason?: string;
}

export class BlackoutDateResponse implements BlackoutDateDto {
  @ApiProperty({ example: '2026-12-25' })
  date!: string;

  @ApiProperty({ enum: [...BRAND_IDS], nullable: true, type: String, description: 'null: both brands' })
  brand!: BrandId | null;

  @ApiProperty({ nullable: true, type: String })
  reason!: string | null;

  @ApiProperty({ description: 'Live bookings (confirmed or held, not yet begun) still on this day for its brand(s)' })
  liveBookings!: number;
}

export class BlackoutAddedResponse implements BlackoutAddedDto {
  @ApiProperty({ type: BlackoutDateResponse })
  blackout!: BlackoutDateResponse;

  @ApiProperty({ type: CoachBookingResponse, isArray: true, description: 'Live bookings on the day, in slot order' })
  affectedBookings!: CoachBookingResponse[];
}
