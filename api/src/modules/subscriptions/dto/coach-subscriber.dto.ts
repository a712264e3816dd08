import {
  OFFERED_PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
  SUBSCRIBER_STANDINGS,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_ACTORS,
  type CanonicalPaymentMethod,
  type CoachSubscriberDto,
  type SubscriberStanding,
  type SubscriptionAction,
  type SubscriptionActor,
  type SubscriptionHistoryEntryDto,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SubscriptionResponse } from './subscription.response';

/** OpenAPI descriptions of the coach's Subscribers calls; validation is the contracts yup schemas. */
export class SubscriptionHistoryEntryResponse implements SubscriptionHistoryEntryDto {
  @ApiProperty({ enum: SUBSCRIPTION_ACTIONS })
  action!: SubscriptionAction;

  @ApiProperty({ enum: SUBSCRIPTION_ACTORS })
  actor!: SubscriptionActor;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Cents received, for a payment' })
  amountCents!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Paid through, after this payment' })
  paidThrough!: string | null;

  @ApiProperty({ enum: OFFERED_PAYMENT_METHODS, nullable: true })
  paymentMethod!: CanonicalPaymentMethod | null;

  @ApiProperty({ type: String, nullable: true, description: "The coach's reason (cancel) or note (renewal)" })
  detail!: string | null;
}

export class CoachSubscriberResponse extends SubscriptionResponse implements CoachSubscriberDto {
  @ApiProperty({
    enum: SUBSCRIBER_STANDINGS,
    description: 'lapsed: an active plan past its paid-through date (`expiresAt`), or one recorded as expired',
  })
  standing!: SubscriberStanding;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'First payment; null while pending' })
  activatedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt!: string | null;

  @ApiProperty({ type: SubscriptionHistoryEntryResponse, isArray: true, description: 'Newest first' })
  history!: SubscriptionHistoryEntryResponse[];
}

export class CoachCancelSubscriptionBody {
  @ApiPropertyOptional({ maxLength: 500, description: 'Quoted in the e-mail to the subscriber' })
  reason?: string;
}

export class CoachRenewSubscriptionBody {
  @ApiPropertyOptional({ enum: PAYMENT_METHOD_IDS, description: "How the month was paid; the plan's method if absent" })
  paymentMethod?: string;

  @ApiPropertyOptional({ maxLength: 500, description: "The coach's own note, kept in the plan's history" })
  note?: string;
}
