import type { HealthDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class HealthResponse implements HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status!: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ example: 42 })
  uptimeSeconds!: number;
}
