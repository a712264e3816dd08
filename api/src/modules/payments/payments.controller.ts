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
  ApiNotFoundResponse,
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
  @ApiOperation({
    summary:
      'Pay by card (/square-payment) for an order the server created: a booking (bookingId), a plan ' +
      '(subscriptionId) or the general payment (serviceId general + brand, $25). The amount comes from the order.',
  })
  @ApiBody({ type: SquarePaymentBody })
  @ApiCreatedResponse({ type: PaymentResponseBody, description: '{success: true, message, paymentId}' })
  @ApiPaymentRequiredResponse({
    type: PaymentResponseBody,
    description: 'Declined or expired: {success: false, message}',
  })
  @ApiBadRequestResponse({
    type: ApiErrorResponse,
    description: 'Invalid card or input; a session without its booking; a plan without its subscription',
  })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'Unknown booking or subscription' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'Booking already paid or cancelled, slot taken, plan active',
  })
  @ApiBadGatewayResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async squarePayment(
    @Body(new YupValidationPipe(squarePaymentRequestSchema)) body: SquarePaymentInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SquarePaymentResponse> {
    const outcome = await this.payments.pay({
      order: {
        serviceId: body.serviceId,
        bookingId: body.bookingId,
        subscriptionId: body.subscriptionId,
        plan: body.plan,
        brand: body.brand,
      },
      customer: { email: body.customer.email, name: `${body.customer.firstName} ${body.customer.lastName}` },
      source: body.sourceId ? { kind: 'token', sourceId: body.sourceId } : { kind: 'card', card: body.card },
      idempotencyKey: body.idempotencyKey,
    });
    return send(reply, outcome);
  }

  @Post('square/create-payment')
  @RateLimit('payments')
  @ApiOperation({
    summary:
      'Pay from /checkout, through the same gateway and order rules as /square-payment: the card typed on the page ' +
      '(sandbox) or its token (square); without either the square provider answers a hosted checkoutUrl and the ' +
      'sandbox refuses (400). bookingId pays that booking; serviceId general (+ brand) the general payment.',
  })
  @ApiBody({ type: CreatePaymentBody })
  @ApiCreatedResponse({ type: PaymentResponseBody })
  @ApiPaymentRequiredResponse({ type: PaymentResponseBody })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse })
  @ApiBadGatewayResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async createPayment(
    @Body(new YupValidationPipe(createPaymentRequestSchema)) body: CreatePaymentInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatePaymentResponse> {
    const outcome = await this.payments.pay({
      order: { serviceId: body.serviceId, bookingId: body.bookingId, brand: body.brand, couponCode: body.couponCode },
      customer: { email: body.customerInfo.email, name: body.customerInfo.name },
      source: body.sourceId
        ? { kind: 'token', sourceId: body.sourceId }
        : body.card
          ? { kind: 'card', card: body.card }
          : undefined,
      idempotencyKey: body.idempotencyKey,
    });
    return send(reply, outcome);
  }
}

function send(reply: FastifyReply, outcome: PaymentOutcome): SquarePaymentResponse {
  reply.status(outcome.statusCode);
  return outcome.body;
}
