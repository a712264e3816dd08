import {
  type CreatePaymentResponse,
  createPaymentRequestSchema,
  type PaymentConfigDto,
  type SquarePaymentResponse,
  squarePaymentRequestSchema,
} from '@app/contracts';
import { Body, Controller, Get, Inject, Post, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import type { AppConfigService } from '../../config/app-config.module';
import { CreatePaymentBody, PaymentConfigResponse, PaymentResponseBody, SquarePaymentBody } from './dto/payment.dto';
import { SANDBOX_NONCES } from './gateways/sandbox.gateway';
import type { PaymentOutcome } from './payment-responses';
import { PaymentsService } from './payments.service';

type SquarePaymentInput = InferType<typeof squarePaymentRequestSchema>;
type CreatePaymentInput = InferType<typeof createPaymentRequestSchema>;

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {}

  @Get('payment-config')
  @ApiOperation({ summary: 'Which card flow the payment pages use (sandbox card fields or Square tokenization)' })
  @ApiOkResponse({ type: PaymentConfigResponse })
  paymentConfig(): PaymentConfigDto {
    const square = this.config.get('square', { infer: true });
    return square
      ? {
          provider: 'square',
          square: {
            applicationId: square.applicationId,
            locationId: square.locationId,
            environment: square.environment,
          },
        }
      : { provider: 'sandbox' };
  }

  @Post('square-payment')
  @RateLimit('payments')
  @ApiOperation({ summary: 'Pay by card (/square-payment). Amount from the catalogue, plan or general payment ($25).' })
  @ApiBody({ type: SquarePaymentBody })
  @ApiCreatedResponse({ type: PaymentResponseBody, description: '{success: true, message}' })
  @ApiPaymentRequiredResponse({ type: PaymentResponseBody, description: 'Declined: {success: false, message}' })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Booking already paid or cancelled, slot taken' })
  @ApiBadGatewayResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async squarePayment(
    @Body(new YupValidationPipe(squarePaymentRequestSchema)) body: SquarePaymentInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SquarePaymentResponse> {
    const outcome = await this.payments.pay({
      target: {
        serviceId: body.serviceId,
        bookingId: body.bookingId,
        subscriptionId: body.subscriptionId,
        plan: body.plan,
      },
      customer: { email: body.customer.email, name: `${body.customer.firstName} ${body.customer.lastName}` },
      source: body.sourceId ? { kind: 'token', sourceId: body.sourceId } : { kind: 'card', card: body.card! },
      idempotencyKey: body.idempotencyKey,
    });
    return send(reply, outcome);
  }

  @Post('square/create-payment')
  @RateLimit('payments')
  @ApiOperation({
    summary:
      'Pay from /checkout (no card fields). With a card token it charges; otherwise the square provider answers a ' +
      'hosted checkoutUrl and the sandbox approves at once. bookingId confirms that booking when paid.',
  })
  @ApiBody({ type: CreatePaymentBody })
  @ApiCreatedResponse({ type: PaymentResponseBody })
  @ApiPaymentRequiredResponse({ type: PaymentResponseBody })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse })
  @ApiBadGatewayResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async createPayment(
    @Body(new YupValidationPipe(createPaymentRequestSchema)) body: CreatePaymentInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatePaymentResponse> {
    const request = {
      target: { serviceId: body.serviceId, bookingId: body.bookingId },
      customer: { email: body.customerInfo.email, name: body.customerInfo.name },
      idempotencyKey: body.idempotencyKey,
    };
    if (body.sourceId)
      return send(reply, await this.payments.pay({ ...request, source: { kind: 'token', sourceId: body.sourceId } }));
    const hosted = await this.payments.startHostedCheckout(request);
    if (hosted) return send(reply, hosted);
    // No hosted page (sandbox): the simulated checkout approves, like Square's "ok" test nonce.
    return send(
      reply,
      await this.payments.pay({ ...request, source: { kind: 'token', sourceId: SANDBOX_NONCES.approved } }),
    );
  }
}

function send(reply: FastifyReply, outcome: PaymentOutcome): SquarePaymentResponse {
  reply.status(outcome.statusCode);
  return outcome.body;
}
