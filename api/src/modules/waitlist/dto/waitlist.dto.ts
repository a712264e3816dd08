import { BRAND_IDS, type BrandId, type WaitlistEntryDto, type WaitlistJoinedDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of "Tell me if a time opens" (validated by the contracts waitlistJoinSchema). */
export class WaitlistJoinRequest {
  @ApiProperty({ enum: BRAND_IDS })
  brand!: BrandId;

  @ApiProperty({ example: '2026-11-30', description: 'The day (Eastern), today through the next 6 days' })
  date!: string;

  @ApiProperty({ format: 'email' })
  email!: string;
}

export class WaitlistMessageResponse implements WaitlistJoinedDto {
  @ApiProperty({ description: 'The same words whether or not the address was already waiting' })
  message!: string;
}

export class WaitlistEntryResponse implements WaitlistEntryDto {
  @ApiProperty({ enum: BRAND_IDS })
  brand!: BrandId;

  @ApiProperty({ example: '2026-11-30' })
  date!: string;
}
