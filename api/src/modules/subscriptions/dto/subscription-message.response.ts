import {
  PLAN_TYPES,
  SUBSCRIPTION_MESSAGE_KINDS,
  type CoachQuestionDto,
  type PlanType,
  type SubscriptionMessageDto,
  type SubscriptionMessageKind,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the contracts' SubscriptionMessageDto. */
export class SubscriptionMessageResponse implements SubscriptionMessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  subscriptionId!: string;

  @ApiProperty({ example: 'How do I stay focused on one goal at a time?' })
  customerMessage!: string;

  @ApiProperty({ type: String, nullable: true })
  coachResponse!: string | null;

  @ApiProperty()
  isAnswered!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  answeredAt!: string | null;
}

/** GET /api/coach/questions entries. */
export class CoachQuestionResponse extends SubscriptionMessageResponse implements CoachQuestionDto {
  @ApiProperty({ enum: SUBSCRIPTION_MESSAGE_KINDS, description: 'video_request: a Premium video session request' })
  kind!: SubscriptionMessageKind;

  @ApiProperty()
  customerName!: string;

  @ApiProperty()
  customerEmail!: string;

  @ApiProperty({ enum: PLAN_TYPES })
  planType!: PlanType;
}
