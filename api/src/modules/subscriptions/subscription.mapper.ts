import {
  type CoachQuestionDto,
  type CoachSubscriberDto,
  type SubscriptionAnswerDto,
  type SubscriptionDto,
  type SubscriptionHistoryEntryDto,
  type SubscriptionMessageDto,
  subscriberStanding,
} from '@app/contracts';
import { allowancePeriod, effectiveStatus, questionsUsedIn, videosUsedIn } from './subscription-allowance';
import type { SubscriptionAnswerEntity } from './subscription-answer.entity';
import type { SubscriptionHistoryEntity } from './subscription-history.entity';
import type { SubscriptionMessageEntity } from './subscription-message.entity';
import type { SubscriptionEntity } from './subscription.entity';

/**
 * The counters are reported for the current Eastern day and month, so the dashboard shows "0 of 2" after
 * midnight even though the stored counter still holds yesterday's number.
 */
/**
 * Whether the subscriber has cancelled this still-active plan for the end of its term: the newest line of its history
 * (newest first) is their cancellation, and no payment or renewal came after it.
 */
export function endsAtTermEnd(
  entity: Pick<SubscriptionEntity, 'status' | 'expiresAt'>,
  history: readonly Pick<SubscriptionHistoryEntity, 'action' | 'actor'>[],
  now: Date,
): boolean {
  return effectiveStatus(entity, now) === 'active' && history[0]?.action === 'cancelled';
}

export function toSubscriptionDto(
  entity: SubscriptionEntity,
  now: Date,
  history: readonly Pick<SubscriptionHistoryEntity, 'action' | 'actor'>[] = [],
): SubscriptionDto {
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
    ...(endsAtTermEnd(entity, history, now) ? { endsAtTermEnd: true as const } : {}),
    // Present only when a code applied, so answers about plans without one are unchanged.
    ...(entity.couponCode
      ? {
          coupon: {
            code: entity.couponCode,
            description: entity.couponDescription ?? '',
            discountCents: entity.discountCents,
          },
        }
      : {}),
  };
}

/** What a month of this plan costs now: the first (never paid) month less the coupon's discount; then full price. */
export function dueCents(entity: Pick<SubscriptionEntity, 'price' | 'discountCents' | 'activatedAt'>): number {
  return entity.activatedAt ? entity.price : entity.price - entity.discountCents;
}

function toHistoryEntryDto(row: SubscriptionHistoryEntity): SubscriptionHistoryEntryDto {
  return {
    action: row.action,
    actor: row.actor,
    at: row.at.toISOString(),
    amountCents: row.amountCents,
    paidThrough: row.paidThrough?.toISOString() ?? null,
    paymentMethod: row.paymentMethod,
    detail: row.detail,
  };
}

/** The coach's view of a plan: its standing (lapsed derived from the clock) and its history, newest first. */
export function toCoachSubscriberDto(
  entity: SubscriptionEntity,
  history: readonly SubscriptionHistoryEntity[],
  now: Date,
): CoachSubscriberDto {
  const dto = toSubscriptionDto(entity, now);
  const cancelled = entity.status === 'cancelled' ? history.find((h) => h.action === 'cancelled') : undefined;
  return {
    ...dto,
    standing: subscriberStanding(dto.status),
    activatedAt: entity.activatedAt?.toISOString() ?? null,
    cancelledAt: cancelled?.at.toISOString() ?? null,
    history: history.map(toHistoryEntryDto),
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
