import { BRAND_IDS, type BrandId, type TimeSlotDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class TimeSlotResponse implements TimeSlotDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Business-local (America/New_York) date', example: '2026-11-16' })
  date!: string;

  @ApiProperty({ description: 'Business-local 12-hour time', example: '9:00 AM' })
  time!: string;

  @ApiProperty({ description: 'Always true: only free slots are listed' })
  isAvailable!: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-16T14:00:00.000Z' })
  startTime!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-16T14:30:00.000Z' })
  endTime!: string;

  @ApiProperty({ enum: ['coaching', 'psychic'] })
  serviceType!: string;

  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;
}
