import {
  OFFERED_PAYMENT_METHODS,
  PLAN_TYPES,
  SUBSCRIPTION_START_MESSAGES,
  SUBSCRIPTION_STATUSES,
  type CanonicalPaymentMethod,
  type SubscriptionStartDto,
  type PlanType,
  type SubscriptionDto,
  type SubscriptionStatus,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AppliedCouponResponse } from '../../coupons/dto/coupon.dto';

/** OpenAPI description of the contracts' SubscriptionDto. */
export class SubscriptionResponse implements SubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  customerName!: string;

  @ApiProperty({ example: 'ada@example.com' })
  customerEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  customerPhone!: string | null;

  @ApiProperty({ enum: PLAN_TYPES })
  planType!: PlanType;

  @ApiProperty({ description: 'Integer cents per month, from the plan (never a client-sent price)', example: 2200 })
  price!: number;

  @ApiProperty({ enum: OFFERED_PAYMENT_METHODS, nullable: true, description: 'Null while none was chosen' })
  paymentMethod!: CanonicalPaymentMethod | null;

  @ApiProperty({
    enum: SUBSCRIPTION_STATUSES,
    description: 'pending_payment until paid (coach mark-paid or a card payment), then active for one month',
  })
  status!: SubscriptionStatus;

  @ApiProperty({ description: 'Questions asked today (Eastern day; 0 after midnight ET)' })
  questionsUsedToday!: number;

  @ApiProperty({ example: 2 })
  questionsAllowedPerDay!: number;

  @ApiProperty({ description: 'Video sessions requested this Eastern calendar month' })
  videosThisMonth!: number;

  @ApiProperty({ example: 0 })
  videosAllowedPerMonth!: number;

  @ApiProperty({ type: String, nullable: true, example: '2026-03-10', description: 'Eastern date of the counter' })
  lastResetDate!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-03-02' })
  lastVideoDate!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'One calendar month after creation, or after payment once paid' })
  expiresAt!: string;

  @ApiProperty({
    type: Boolean,
    required: false,
    enum: [true],
    description: 'The subscriber cancelled: active until expiresAt, then it ends instead of renewing',
  })
  endsAtTermEnd?: true;

  @ApiPropertyOptional({
    type: AppliedCouponResponse,
    nullable: true,
    description: 'The code the plan was started with; its discount applied to the first month only',
  })
  coupon?: AppliedCouponResponse | null;
}

/** The 202 of POST /api/subscriptions: the same words for every address (issue 28). */
export class SubscriptionStartResponse implements SubscriptionStartDto {
  @ApiProperty({ example: SUBSCRIPTION_START_MESSAGES.accepted })
  message!: string;
}
