import {
  PLAN_TYPES,
  SUBSCRIPTION_MESSAGE_KINDS,
  type CoachQuestionDto,
  type PlanType,
  type SubscriptionAnswerDto,
  type SubscriptionMessageDto,
  type SubscriptionMessageKind,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** One coach answer under its question. */
export class SubscriptionAnswerResponse implements SubscriptionAnswerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The question it answers' })
  questionId!: string;

  @ApiProperty({ example: 'Pick the one goal that makes the others easier, and give it your first hour.' })
  message!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** OpenAPI description of the contracts' SubscriptionMessageDto. */
export class SubscriptionMessageResponse implements SubscriptionMessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  subscriptionId!: string;

  @ApiProperty({ example: 'How do I stay focused on one goal at a time?' })
  customerMessage!: string;

  @ApiProperty({ type: String, nullable: true, description: "The latest answer's text; `answers` holds every answer" })
  coachResponse!: string | null;

  @ApiProperty()
  isAnswered!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the latest answer was given' })
  answeredAt!: string | null;

  @ApiProperty({ type: SubscriptionAnswerResponse, isArray: true, description: 'Every answer, oldest first' })
  answers!: SubscriptionAnswerResponse[];
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
