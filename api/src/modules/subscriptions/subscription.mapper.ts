import type { CoachQuestionDto, SubscriptionAnswerDto, SubscriptionDto, SubscriptionMessageDto } from '@app/contracts';
import { allowancePeriod, effectiveStatus, questionsUsedIn, videosUsedIn } from './subscription-allowance';
import type { SubscriptionAnswerEntity } from './subscription-answer.entity';
import type { SubscriptionMessageEntity } from './subscription-message.entity';
import type { SubscriptionEntity } from './subscription.entity';

/**
 * The counters are reported for the current Eastern day and month, so the dashboard shows "0 of 2" after
 * midnight even though the stored counter still holds yesterday's number.
 */
export function toSubscriptionDto(entity: SubscriptionEntity, now: Date): SubscriptionDto {
  const period = allowancePeriod(now);
  return {
    id: entity.id,
    customerName: entity.customerName,
    customerEmail: entity.customerEmail,
    customerPhone: entity.customerPhone,
    planType: entity.planType,
    price: entity.price,
    paymentMethod: entity.paymentMethod,
    status: effectiveStatus(entity, now),
    questionsUsedToday: questionsUsedIn(entity, period),
    questionsAllowedPerDay: entity.questionsAllowedPerDay,
    videosThisMonth: videosUsedIn(entity, period),
    videosAllowedPerMonth: entity.videosAllowedPerMonth,
    lastResetDate: entity.lastResetDate,
    lastVideoDate: entity.lastVideoDate,
    createdAt: entity.createdAt.toISOString(),
    expiresAt: entity.expiresAt.toISOString(),
  };
}

export function toSubscriptionAnswerDto(answer: SubscriptionAnswerEntity): SubscriptionAnswerDto {
  return {
    id: answer.id,
    questionId: answer.questionId,
    message: answer.message,
    createdAt: answer.createdAt.toISOString(),
  };
}

/** `answers` must be loaded (the relation); they are listed oldest first. */
export function toSubscriptionMessageDto(entity: SubscriptionMessageEntity): SubscriptionMessageDto {
  const answers = [...(entity.answers ?? [])].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return {
    id: entity.id,
    subscriptionId: entity.subscriptionId,
    customerMessage: entity.customerMessage,
    coachResponse: entity.coachResponse,
    isAnswered: entity.isAnswered,
    createdAt: entity.createdAt.toISOString(),
    answeredAt: entity.answeredAt?.toISOString() ?? null,
    answers: answers.map(toSubscriptionAnswerDto),
  };
}

export type MessageWithSubscription = SubscriptionMessageEntity & { subscription: SubscriptionEntity };

/** The coach's queue entry: the message plus who asked it. The relation must be loaded. */
export function toCoachQuestionDto(entity: MessageWithSubscription): CoachQuestionDto {
  return {
    ...toSubscriptionMessageDto(entity),
    kind: entity.kind,
    customerName: entity.subscription.customerName,
    customerEmail: entity.subscription.customerEmail,
    planType: entity.subscription.planType,
  };
}
