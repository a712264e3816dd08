import type { HealthDto } from '@app/contracts';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthResponse } from './dto/health.response';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'The database does not answer' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const health = await this.health.check();
    reply.header('cache-control', 'no-store');
    if (health.status !== 'ok') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }
}
