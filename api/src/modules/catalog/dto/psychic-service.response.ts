import type { PsychicServiceDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class PsychicServiceResponse implements PsychicServiceDto {
  @ApiProperty({ example: 'three-card-tarot' })
  id!: string;

  @ApiProperty({ example: '3 Card Tarot Draw' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: 'Integer cents', example: 2500 })
  price!: number;

  @ApiProperty({ description: 'Minutes; 0 means chat-based', example: 10 })
  duration!: number;
}
