import {
  canonicalPaymentMethod,
  COACH_SUBSCRIPTION_MESSAGES,
  type CoachCancelSubscriptionRequest,
  type CoachRenewSubscriptionRequest,
  type CoachSubscriberDto,
  type CoachSubscribersQuery,
  ErrorCode,
  oneMonthFrom,
  type SubscriptionActor,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { CustomersService } from '../customers/customers.service';
import { DomainEvents } from '../domain-events/domain-events';
import { hasAnotherLivePlan, isLivePlanConflict } from './live-plan';
import { effectiveStatus } from './subscription-allowance';
import { historiesOf, recordHistory } from './subscription-history';
import { SubscriptionEntity } from './subscription.entity';
import { endsAtTermEnd, toCoachSubscriberDto } from './subscription.mapper';

/** The most plans one list answers with: a small practice's subscribers fit many times over. */
const LIST_LIMIT = 500;

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Which rows each filter means. `lapsed` is derived (issue 27): an active plan past its paid-through date, or one a
 * later plan start already recorded as expired — the same rule effectiveStatus applies to one row.
 */
function whereStanding(qb: SelectQueryBuilder<SubscriptionEntity>, status: CoachSubscribersQuery['status'], now: Date) {
  switch (status) {
    case 'active':
      return qb.andWhere(`s.status = 'active' AND s.expires_at > :now`, { now });
    case 'pending':
      return qb.andWhere(`s.status = 'pending_payment'`);
    case 'lapsed':
      return qb.andWhere(`(s.status = 'expired' OR (s.status = 'active' AND s.expires_at <= :now))`, { now });
    case 'cancelled':
      return qb.andWhere(`s.status = 'cancelled'`);
    default:
      return qb;
  }
}

/**
 * The coach's Subscribers section (issue 27 item 6, DESIGN §3 "The coach runs the business"): every plan with its
 * standing, allowances used and history; cancelling a plan; recording a renewal payment. Each change locks the
 * plan's row, writes its history line and enqueues the subscriber's e-mail in one transaction, so a change and its
 * e-mail exist together or not at all, and two changes of one plan run one after the other.
 */
@Injectable()
export class CoachSubscribersService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly clock: Clock,
    private readonly customers: CustomersService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Active plans soonest to run out first (the ones to chase), lapsed ones most recently lapsed first, anything
   * else newest first.
   */
  async list(query: CoachSubscribersQuery): Promise<CoachSubscriberDto[]> {
    const now = this.clock.now();
    const qb = whereStanding(this.subscriptions.createQueryBuilder('s'), query.status, now);
    if (query.q) {
      qb.andWhere(`(s.customer_name ILIKE :pattern OR s.customer_email ILIKE :pattern)`, {
        pattern: likePattern(query.q),
      });
    }
    if (query.plan) qb.andWhere('s.plan_type = :plan', { plan: query.plan });
    if (query.status === 'active') qb.orderBy('s.expires_at', 'ASC');
    else if (query.status === 'lapsed') qb.orderBy('s.expires_at', 'DESC');
    else qb.orderBy('s.created_at', 'DESC');
    const rows = await qb.addOrderBy('s.id').limit(LIST_LIMIT).getMany();
    const histories = await historiesOf(
      this.subscriptions.manager,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toCoachSubscriberDto(row, histories.get(row.id) ?? [], now));
  }

  /**
   * The coach ends a plan now: no more questions or video requests (the allowance check needs an active plan).
   * Pending, active and lapsed plans can be cancelled; a cancelled one answers 409.
   *
   * The subscriber cancels their own plan from the dashboard (issue 29: every page says "cancel anytime", and the
   * terms say it takes effect at the end of the paid period): an active plan stays active until its paid-through
   * date and then ends instead of renewing (only its history records the cancellation; a later renewal payment
   * outranks it); a plan not paid for, or already lapsed, ends now. The coach is told too.
   */
  async cancel(
    id: string,
    request: CoachCancelSubscriptionRequest,
    actor: Extract<SubscriptionActor, 'coach' | 'subscriber'> = 'coach',
  ): Promise<CoachSubscriberDto> {
    return this.subscriptions.manager.transaction(async (manager) => {
      const row = await this.lockedPlan(manager, id);
      if (row.status === 'cancelled') throw new DomainError(ErrorCode.SUBSCRIPTION_ALREADY_CANCELLED);
      const now = this.clock.now();
      const reason = request.reason ?? null;
      const atTermEnd = actor === 'subscriber' && effectiveStatus(row, now) === 'active';
      if (atTermEnd) {
        const history = (await historiesOf(manager, [row.id])).get(row.id) ?? [];
        if (endsAtTermEnd(row, history, now)) throw new DomainError(ErrorCode.SUBSCRIPTION_ALREADY_CANCELLED);
      } else {
        row.status = 'cancelled';
        await manager.save(row);
      }
      await recordHistory(manager, {
        subscriptionId: row.id,
        at: now,
        actor,
        action: 'cancelled',
        detail: reason,
      });
      await this.events.publish(manager, 'subscription.cancelled', { subscriptionId: row.id, reason, by: actor });
      return this.answer(manager, row, now);
    });
  }

  /**
   * A month's payment received for an active or lapsed plan: paid through one calendar month after the later of
   * now and the current end, so paying early loses no day and paying late does not buy days already gone. Two
   * renewals recorded at once are two payments: the row lock runs them one after the other, and the plan gains two
   * months (each answer shows the end it set). A pending plan is started by mark-paid instead, and a cancelled one
   * stays cancelled (409 both).
   */
  async renew(id: string, request: CoachRenewSubscriptionRequest): Promise<CoachSubscriberDto> {
    try {
      return await this.subscriptions.manager.transaction((manager) => this.renewIn(manager, id, request));
    } catch (error) {
      // A new plan of this kind started while this lapsed one was being renewed: that one is live now.
      if (!isLivePlanConflict(error)) throw error;
      throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_RENEWABLE, {
        message: COACH_SUBSCRIPTION_MESSAGES.renewSuperseded,
      });
    }
  }

  private async renewIn(
    manager: EntityManager,
    id: string,
    request: CoachRenewSubscriptionRequest,
  ): Promise<CoachSubscriberDto> {
    const row = await this.lockedPlan(manager, id);
    const now = this.clock.now();
    const status = effectiveStatus(row, now);
    if (status === 'cancelled') {
      throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_RENEWABLE, {
        message: COACH_SUBSCRIPTION_MESSAGES.renewCancelled,
      });
    }
    if (status === 'pending_payment') {
      throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_RENEWABLE, {
        message: COACH_SUBSCRIPTION_MESSAGES.renewPending,
      });
    }
    if (row.status === 'expired' && (await hasAnotherLivePlan(manager, row))) {
      throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_RENEWABLE, {
        message: COACH_SUBSCRIPTION_MESSAGES.renewSuperseded,
      });
    }
    const from = row.expiresAt.getTime() > now.getTime() ? row.expiresAt : now;
    const paymentMethod = request.paymentMethod ? canonicalPaymentMethod(request.paymentMethod) : row.paymentMethod;
    row.status = 'active';
    row.expiresAt = oneMonthFrom(from);
    row.paymentMethod = paymentMethod;
    await manager.save(row);
    await this.customers.record(manager, {
      type: 'subscription_paid',
      email: row.customerEmail,
      at: now,
      amountCents: row.price,
      data: { subscriptionId: row.id, planType: row.planType, via: 'coach', renewal: true },
    });
    await recordHistory(manager, {
      subscriptionId: row.id,
      at: now,
      actor: 'coach',
      action: 'renewed',
      amountCents: row.price,
      paidThrough: row.expiresAt,
      paymentMethod,
      detail: request.note ?? null,
    });
    await this.events.publish(manager, 'subscription.renewed', {
      subscriptionId: row.id,
      amountCents: row.price,
      paidThrough: row.expiresAt.toISOString(),
      paymentMethod,
    });
    return this.answer(manager, row, now);
  }

  private async lockedPlan(manager: EntityManager, id: string): Promise<SubscriptionEntity> {
    const row = await manager.findOne(SubscriptionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_FOUND);
    return row;
  }

  private async answer(manager: EntityManager, row: SubscriptionEntity, now: Date): Promise<CoachSubscriberDto> {
    const histories = await historiesOf(manager, [row.id]);
    return toCoachSubscriberDto(row, histories.get(row.id) ?? [], now);
  }
}
