import { BRAND_IDS, type BrandId, type CoachWaiterDto, type CoachWaitlistDayDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class CoachWaiterResponse implements CoachWaiterDto {
  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ format: 'date-time', description: 'When they asked' })
  since!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When last told of a freed time' })
  notifiedAt!: string | null;
}

export class CoachWaitlistDayResponse implements CoachWaitlistDayDto {
  @ApiProperty({ enum: BRAND_IDS })
  brand!: BrandId;

  @ApiProperty({ example: '2026-11-30', description: 'The day (Eastern)' })
  date!: string;

  @ApiProperty({ type: CoachWaiterResponse, isArray: true, description: 'Earliest first' })
  people!: CoachWaiterResponse[];
}
