import type { BlackoutDateDto, BlackoutDateRequest, BrandId } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class BlackoutDateBody implements BlackoutDateRequest {
  @ApiProperty({ description: 'Business-local date, today or later', example: '2026-12-25' })
  date!: string;

  @ApiPropertyOptional({ enum: ['coaching', 'lunar'], description: 'Omitted: both brands' })
  brand?: BrandId;

  @ApiPropertyOptional({ maxLength: 200, example: 'Holiday' })
  reason?: string;
}

export class BlackoutDateResponse implements BlackoutDateDto {
  @ApiProperty({ example: '2026-12-25' })
  date!: string;

  @ApiProperty({ enum: ['coaching', 'lunar'], nullable: true, type: String, description: 'null: both brands' })
  brand!: BrandId | null;

  @ApiProperty({ nullable: true, type: String })
  reason!: string | null;
}
