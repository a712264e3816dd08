import {
  BOOKING_STATUSES,
  type BookingStatus,
  BRAND_IDS,
  type BrandId,
  type OrderPurpose,
  PAYMENT_STATUSES,
  type PaymentQuoteDto,
  type PaymentReceiptDto,
  type PaymentRecordStatus,
  type PaymentStatus,
  PLAN_TYPES,
  type PlanType,
  type SubscriptionStatus,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { object, string } from 'yup';
import { UUID_PATTERN } from '../../../common/uuid';
import { AppliedCouponResponse } from '../../coupons/dto/coupon.dto';

export const QUOTE_ONE_ORDER = 'Name one order: bookingId, subscriptionId, or purpose=general';

const uuidText = (what: string) =>
  string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v))
    .matches(UUID_PATTERN, `${what} must be a UUID`)
    .optional();

/** GET /api/payments/quote (contracts PaymentQuoteQuery): exactly one order. */
export const paymentQuoteQuerySchema = object({
  bookingId: uuidText('bookingId'),
  subscriptionId: uuidText('subscriptionId'),
  purpose: string()
    .oneOf(['general'] as const, 'purpose must be general')
    .optional(),
  brand: string()
    .oneOf(['coaching', 'lunar'] as const, 'Unknown brand')
    .optional(),
}).test('one-order', QUOTE_ONE_ORDER, (q) => [q.bookingId, q.subscriptionId, q.purpose].filter(Boolean).length === 1);

class QuoteBookingBlock {
  @ApiProperty({ enum: [...BOOKING_STATUSES] })
  status!: BookingStatus;

  @ApiProperty({ enum: [...PAYMENT_STATUSES] })
  paymentStatus!: PaymentStatus;

  @ApiProperty({ format: 'date-time', description: "The slot's UTC start" })
  startTime!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set while the card hold runs' })
  holdExpiresAt!: string | null;
}

class QuoteSubscriptionBlock {
  @ApiProperty({ enum: ['pending_payment', 'active', 'cancelled', 'expired'] })
  status!: SubscriptionStatus;

  @ApiProperty({ enum: [...PLAN_TYPES] })
  planType!: PlanType;
}

class QuoteHead {
  @ApiProperty({ enum: ['booking', 'subscription', 'general'] })
  purpose!: OrderPurpose;

  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;

  @ApiProperty({ example: 'love-reading', description: 'Catalogue id, plan id or general' })
  serviceId!: string;

  @ApiProperty({ example: 'Love Reading' })
  serviceName!: string;

  @ApiProperty({ example: 'Love Reading session on Tuesday, November 24, 2026 at 3:00 PM Eastern Time' })
  description!: string;

  @ApiProperty({ example: 3500, description: 'Integer cents, from the server' })
  amountCents!: number;

  @ApiProperty({ enum: ['USD'] })
  currency!: 'USD';
}

class ReceiptHead {
  @ApiProperty({ format: 'uuid' })
  paymentId!: string;

  @ApiProperty({ enum: ['pending', 'approved', 'declined', 'failed', 'refunded'] })
  status!: PaymentRecordStatus;

  @ApiProperty({ enum: ['booking', 'subscription', 'general'] })
  purpose!: OrderPurpose;

  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;

  @ApiProperty()
  serviceId!: string;

  @ApiProperty()
  serviceName!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: 'Integer cents, as charged' })
  amountCents!: number;

  @ApiProperty({ enum: ['USD'] })
  currency!: 'USD';

  @ApiProperty({ type: String, nullable: true, example: 'visa' })
  cardBrand!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '4242' })
  cardLast4!: string | null;

  @ApiProperty({ example: 'PAY-1A2B3C4D' })
  reference!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt!: string | null;
}

/**
 * The order a quote or a receipt is for, after their own fields: added by a mixin rather than a base class so the
 * OpenAPI document keeps listing these properties last, as the contracts' types do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires a mixin base to take any[]
function withOrder<T extends new (...args: any[]) => object>(Head: T) {
  class WithOrder extends Head {
    @ApiPropertyOptional({ format: 'uuid' })
    bookingId?: string;

    @ApiPropertyOptional({ format: 'uuid' })
    subscriptionId?: string;

    @ApiPropertyOptional({ type: QuoteBookingBlock })
    booking?: QuoteBookingBlock;

    @ApiPropertyOptional({ type: QuoteSubscriptionBlock })
    subscription?: QuoteSubscriptionBlock;

    @ApiPropertyOptional({
      type: AppliedCouponResponse,
      description: 'The coupon of the booking or plan (amountCents is already less its discount); absent when none',
    })
    coupon?: AppliedCouponResponse;
  }
  return WithOrder;
}

export class PaymentQuoteResponse extends withOrder(QuoteHead) implements PaymentQuoteDto {}

export class PaymentReceiptResponse extends withOrder(ReceiptHead) implements PaymentReceiptDto {}
