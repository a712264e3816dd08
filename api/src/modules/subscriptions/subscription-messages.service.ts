import {
  type CoachQuestionDto,
  ErrorCode,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionMessageDto,
  type SubscriptionMessageKind,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { DomainEvents } from '../domain-events/domain-events';
import { MeetingsService } from '../meetings/meetings.service';
import { allowancePeriod, allowanceResetsAt, effectiveStatus } from './subscription-allowance';
import { SubscriptionAnswerEntity } from './subscription-answer.entity';
import { SubscriptionMessageEntity } from './subscription-message.entity';
import { SubscriptionEntity } from './subscription.entity';
import { type MessageWithSubscription, toCoachQuestionDto, toSubscriptionMessageDto } from './subscription.mapper';

/**
 * A Premium video session is a call in the coach's meeting room: with none configured it cannot be delivered, so it
 * is not taken (issue 29: what is offered can be delivered).
 */
export const NO_VIDEO_ROOM_MESSAGE =
  'Video sessions are not available right now: no meeting room is set up. Please ask your question in writing.';

/** The coach's queue shows at most this many; older answered ones are history, not work. */
const QUEUE_LIMIT = 200;

/**
 * Spends one unit of an allowance in a single conditional UPDATE: the row is only touched when the subscription
 * is active, within its term and under its limit for the current Eastern period, so two concurrent requests can
 * never both take the last question. A counter from an earlier period restarts at 1.
 */
function spendAllowance(kind: SubscriptionMessageKind, id: string, now: Date): [string, unknown[]] {
  const { today, month } = allowancePeriod(now);
  if (kind === 'question') {
    return [
      `UPDATE subscription SET
         questions_used_today = CASE WHEN last_reset_date = $2::date THEN questions_used_today + 1 ELSE 1 END,
         last_reset_date = $2::date,
         updated_at = now()
       WHERE id = $1 AND status = 'active' AND expires_at > $3
         AND questions_allowed_per_day > 0
         AND (last_reset_date IS DISTINCT FROM $2::date OR questions_used_today < questions_allowed_per_day)
       RETURNING id`,
      [id, today, now],
    ];
  }
  return [
    `UPDATE subscription SET
       videos_this_month = CASE WHEN to_char(last_video_date, 'YYYY-MM') = $3 THEN videos_this_month + 1 ELSE 1 END,
       last_video_date = $2::date,
       updated_at = now()
     WHERE id = $1 AND status = 'active' AND expires_at > $4
       AND videos_allowed_per_month > 0
       AND (to_char(last_video_date, 'YYYY-MM') IS DISTINCT FROM $3 OR videos_this_month < videos_allowed_per_month)
     RETURNING id`,
    [id, today, month, now],
  ];
}

@Injectable()
export class SubscriptionMessagesService {
  constructor(
    @InjectRepository(SubscriptionMessageEntity) private readonly messages: Repository<SubscriptionMessageEntity>,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly meetings: MeetingsService,
  ) {}

  /** The subscriber's conversation, oldest first. */
  async list(subscriptionId: string): Promise<SubscriptionMessageDto[]> {
    if (!(await this.subscriptions.existsBy({ id: subscriptionId }))) {
      throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_FOUND);
    }
    const rows = await this.messages.find({
      where: { subscriptionId },
      relations: { answers: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toSubscriptionMessageDto);
  }

  /**
   * Stores a question (or, on Premium, a video request) after spending its allowance; both happen in one
   * transaction, so a refused or failed insert never costs the subscriber an allowance.
   */
  async ask(subscriptionId: string, text: string, kind: SubscriptionMessageKind): Promise<SubscriptionMessageDto> {
    // Plans are a coaching product: its rooms decide whether a video session can happen at all.
    if (kind === 'video_request' && this.meetings.offered('coaching').length === 0) {
      throw new DomainError(ErrorCode.VIDEO_PLATFORM_UNAVAILABLE, { message: NO_VIDEO_ROOM_MESSAGE });
    }
    return this.messages.manager.transaction(async (manager) => {
      const now = this.clock.now();
      const [rows] = await manager.query<[unknown[], number]>(...spendAllowance(kind, subscriptionId, now));
      if (rows.length === 0) await this.refuse(manager, subscriptionId, kind, now);
      const saved = await manager.save(
        manager.create(SubscriptionMessageEntity, { subscriptionId, kind, customerMessage: text }),
      );
      // In the same transaction: the coach is e-mailed exactly when the question is stored (notifications module).
      await this.events.publish(manager, 'subscription.question', { subscriptionId, questionId: saved.id, kind });
      return toSubscriptionMessageDto({ ...saved, answers: [] });
    });
  }

  /** Says why no allowance could be spent: unknown, not paid yet, over, or simply used up for the period. */
  private async refuse(
    manager: EntityManager,
    subscriptionId: string,
    kind: SubscriptionMessageKind,
    now: Date,
  ): Promise<never> {
    const row = await manager.findOneBy(SubscriptionEntity, { id: subscriptionId });
    if (!row) throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_FOUND);
    switch (effectiveStatus(row, now)) {
      case 'pending_payment':
        throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_PAID);
      case 'expired':
        throw new DomainError(ErrorCode.SUBSCRIPTION_EXPIRED);
      case 'cancelled':
        throw new DomainError(ErrorCode.SUBSCRIPTION_CANCELLED);
      case 'active':
        break;
    }
    if (kind === 'video_request') {
      if (row.videosAllowedPerMonth === 0) throw new DomainError(ErrorCode.VIDEOS_NOT_IN_PLAN);
      throw new DomainError(ErrorCode.VIDEO_LIMIT_REACHED, {
        message: SUBSCRIPTION_MESSAGES.videoLimitReached(row.videosAllowedPerMonth),
        retryAfterSeconds: secondsUntil(allowanceResetsAt(kind, now), now),
      });
    }
    throw new DomainError(ErrorCode.QUESTION_LIMIT_REACHED, {
      message: SUBSCRIPTION_MESSAGES.questionLimitReached(row.questionsAllowedPerDay),
      retryAfterSeconds: secondsUntil(allowanceResetsAt(kind, now), now),
    });
  }

  /**
   * The coach's queue with who asked. Unanswered: oldest first (first come, first served); answered or all:
   * newest first.
   */
  async coachQueue(answered: boolean | undefined): Promise<CoachQuestionDto[]> {
    const rows = await this.messages.find({
      where: answered === undefined ? {} : { isAnswered: answered },
      relations: { subscription: true, answers: true },
      order: { createdAt: answered === false ? 'ASC' : 'DESC', id: 'ASC' },
      take: QUEUE_LIMIT,
    });
    return (rows as MessageWithSubscription[]).map(toCoachQuestionDto);
  }

  /**
   * Adds the coach's answer under the question (issue 13): a second answer is a new message in the conversation,
   * never written over the first. The question keeps the latest answer's text and time (SPEC §3 fields), and the
   * subscriber is e-mailed the answer — all in one transaction, with the question row locked so two answers given
   * at once both land, in order.
   */
  async answer(messageId: string, response: string): Promise<SubscriptionMessageDto> {
    return this.messages.manager.transaction(async (manager) => {
      const row = await manager.findOne(SubscriptionMessageEntity, {
        where: { id: messageId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new DomainError(ErrorCode.QUESTION_NOT_FOUND);
      const now = this.clock.now();
      const answer = await manager.save(
        manager.create(SubscriptionAnswerEntity, {
          questionId: row.id,
          subscriptionId: row.subscriptionId,
          message: response,
          createdAt: now,
        }),
      );
      await manager.update(
        SubscriptionMessageEntity,
        { id: row.id },
        { coachResponse: response, isAnswered: true, answeredAt: now },
      );
      await this.events.publish(manager, 'subscription.answered', {
        subscriptionId: row.subscriptionId,
        questionId: row.id,
        answerId: answer.id,
      });
      const answers = await manager.find(SubscriptionAnswerEntity, { where: { questionId: row.id } });
      return toSubscriptionMessageDto({ ...row, coachResponse: response, isAnswered: true, answeredAt: now, answers });
    });
  }
}

function secondsUntil(at: Date, now: Date): number {
  return (at.getTime() - now.getTime()) / 1000;
}
