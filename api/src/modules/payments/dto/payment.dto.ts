import {
  BRAND_IDS,
  type BrandId,
  type CreatePaymentResponse,
  type PaymentConfigDto,
  PLAN_TYPES,
  type PlanType,
  type SquarePaymentResponse,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class CustomerInfoBody {
  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;
}

class CardBody {
  @ApiProperty({ description: 'Sandbox provider only; never stored or logged', example: '4242424242424242' })
  number!: string;

  @ApiProperty({ example: '12' })
  expiryMonth!: string;

  @ApiProperty({ example: '2030' })
  expiryYear!: string;

  @ApiProperty({ example: '123' })
  cvv!: string;

  @ApiProperty({ example: '10001' })
  billingZip!: string;
}

export class CreatePaymentBody {
  @ApiProperty({
    description: 'Integer cents as shown on the page; informational, the server prices it',
    example: 2500,
  })
  amount!: number;

  @ApiProperty({ enum: ['USD'] })
  currency!: 'USD';

  @ApiProperty({
    example: 'general',
    description: 'general, or the booked service (a catalogue service is paid with its bookingId only)',
  })
  serviceId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Pays this booking (its catalogue price) and confirms it' })
  bookingId?: string;

  @ApiProperty({ type: CustomerInfoBody })
  customerInfo!: CustomerInfoBody;

  @ApiPropertyOptional({ maxLength: 64 })
  idempotencyKey?: string;

  @ApiPropertyOptional({ description: 'square provider: the Web Payments SDK card token' })
  sourceId?: string;

  @ApiPropertyOptional({
    type: CardBody,
    description: 'Sandbox provider: the card typed on /checkout. Without card or sourceId the sandbox answers 400',
  })
  card?: CardBody;

  @ApiPropertyOptional({ enum: [...BRAND_IDS], description: 'For serviceId general: whose general payment' })
  brand?: BrandId;

  @ApiPropertyOptional({
    example: 'SPRING20',
    description:
      'A discount code: it must be the one the booking was made with (the stored, discounted amount is charged); ' +
      'refused for a general payment (COUPON_NOT_APPLICABLE)',
  })
  couponCode?: string;
}

class PayerBody {
  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiPropertyOptional()
  phone?: string;
}

export class SquarePaymentBody {
  @ApiProperty({ example: 'general' })
  serviceId!: string;

  @ApiPropertyOptional()
  serviceName?: string;

  @ApiPropertyOptional({ description: 'Whole dollars as shown; informational only' })
  amount?: number;

  @ApiPropertyOptional({ enum: [...PLAN_TYPES] })
  plan?: PlanType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Pays this booking and confirms it' })
  bookingId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a plan: activates this subscription when paid' })
  subscriptionId?: string;

  @ApiPropertyOptional({ maxLength: 64 })
  idempotencyKey?: string;

  @ApiProperty({ type: PayerBody })
  customer!: PayerBody;

  @ApiPropertyOptional({ type: CardBody, description: 'Sandbox provider; required unless sourceId is given' })
  card?: CardBody;

  @ApiPropertyOptional({ description: 'square provider: the Web Payments SDK card token' })
  sourceId?: string;

  @ApiPropertyOptional({ enum: [...BRAND_IDS], description: 'For serviceId general: whose general payment' })
  brand?: BrandId;
}

export class PaymentResponseBody implements SquarePaymentResponse, CreatePaymentResponse {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ example: 'Your card was declined.' })
  message!: string;

  @ApiPropertyOptional({ format: 'uuid' })
  paymentId?: string;

  @ApiPropertyOptional({ description: 'square provider without a card token: the hosted checkout page' })
  checkoutUrl?: string;
}

class SquarePublicConfig {
  @ApiProperty()
  applicationId!: string;

  @ApiProperty()
  locationId!: string;

  @ApiProperty({ enum: ['sandbox', 'production'] })
  environment!: 'sandbox' | 'production';
}

export class PaymentConfigResponse implements PaymentConfigDto {
  @ApiProperty({ enum: ['sandbox', 'square'] })
  provider!: 'sandbox' | 'square';

  @ApiPropertyOptional({ type: SquarePublicConfig })
  square?: SquarePublicConfig;
}
