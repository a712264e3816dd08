import { Controller, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { PaymentWebhooksService } from './payment-webhooks.service';

@ApiTags('payments')
@Controller('square/webhook')
export class SquareWebhookController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Square payment webhooks (x-square-hmacsha256-signature checked over the raw body)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean' } } } })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Invalid webhook signature' })
  async receive(@Req() request: RawBodyRequest<FastifyRequest>): Promise<{ received: true }> {
    const signature = request.headers['x-square-hmacsha256-signature'];
    await this.webhooks.handle(
      request.rawBody?.toString('utf8') ?? '',
      typeof signature === 'string' ? signature : undefined,
      request.body,
    );
    return { received: true };
  }
}
