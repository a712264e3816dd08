import {
  canonicalPaymentMethod,
  ErrorCode,
  normalizeCouponCode,
  oneMonthFrom,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionDto,
  type SubscriptionFormValues,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError, isDomainError } from '../../common/domain-error';
import type { CouponTarget } from '../coupons/coupon-target';
import { CouponsService, planTarget } from '../coupons/coupons.service';
import { isUuid } from '../../common/uuid';
import { CustomersService } from '../customers/customers.service';
import { DomainEvents } from '../domain-events/domain-events';
import { SubscriberAccessService } from './access/subscriber-access.service';
import { hasAnotherLivePlan, isLivePlanConflict } from './live-plan';
import { effectiveStatus } from './subscription-allowance';
import { recordHistory } from './subscription-history';
import { SubscriptionEntity } from './subscription.entity';
import { dueCents, toSubscriptionDto } from './subscription.mapper';

/** How the payment was recorded: the coach's "mark paid" (off-site methods) or the card gateway. */
export type SubscriptionPaymentSource = 'coach' | 'card';

/** The most rows one list answers with; the coach console shows recent subscriptions, not an archive. */
const LIST_LIMIT = 500;

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly clock: Clock,
    private readonly customers: CustomersService,
    private readonly events: DomainEvents,
    private readonly access: SubscriberAccessService,
    private readonly coupons: CouponsService,
  ) {}

  /**
   * Plan, price and allowances come from the catalogue by planType alone (DESIGN §3): whatever price, status or
   * allowances the form posted are ignored. Every subscription starts pending_payment.
   *
   * No reply reveals a subscriber (DESIGN §3, issue 28): the caller answers the same whatever this finds, so it
   * returns nothing. One live plan per e-mail and plan (issue 13): while the same plan waits for payment or is
   * active, nothing is created and nothing about it changes (anyone can type any address); the address is e-mailed
   * what it has and how to pay or sign in. The partial unique index subscription_live_plan_key backs this: two
   * simultaneous starts cannot both insert, and the loser is handled as a start of the winner's plan.
   */
  async start(form: SubscriptionFormValues, client: string | null): Promise<void> {
    try {
      await this.startOrRemind(form, client);
    } catch (error) {
      if (!isLivePlanConflict(error)) throw error;
      await this.startOrRemind(form, client);
    }
  }

  private startOrRemind(form: SubscriptionFormValues, client: string | null): Promise<void> {
    const plan = PLANS[form.planType];
    const now = this.clock.now();
    const paymentMethod = form.paymentMethod ? canonicalPaymentMethod(form.paymentMethod) : null;
    return this.subscriptions.manager.transaction(async (manager) => {
      const repo = manager.getRepository(SubscriptionEntity);
      // A code's refusals that hold for anyone (invalid, expired, not for this plan, used up) may be answered, and
      // are, before anything about the address is read (DESIGN §3: the answer must not depend on it).
      const target = planTarget(plan.id);
      if (form.couponCode) await this.coupons.checkUsable(manager, form.couponCode, target);
      // A month that ran out is over in fact: recorded as expired, it no longer counts as the live plan.
      await manager.query(
        `UPDATE subscription SET status = 'expired', updated_at = $3
          WHERE lower(customer_email) = lower($1) AND plan_type = $2 AND status = 'active' AND expires_at <= $3`,
        [form.customerEmail, plan.id, now],
      );
      const live = await repo
        .createQueryBuilder('s')
        .setLock('pessimistic_write')
        .where('lower(s.customer_email) = lower(:email)', { email: form.customerEmail })
        .andWhere('s.plan_type = :planType', { planType: plan.id })
        .andWhere(`s.status IN ('pending_payment', 'active')`)
        .getOne();
      if (live) {
        // The owner's mail carries a one-time link; past the per-client link cap nothing is sent (no mail flood).
        const signInLinkId = await this.access.issueLink(manager, live.customerEmail, client);
        if (signInLinkId !== null)
          await this.events.publish(manager, 'subscription.started_again', { subscriptionId: live.id, signInLinkId });
        return;
      }
      const saved = await repo.save(
        repo.create({
          customerName: form.customerName,
          customerEmail: form.customerEmail,
          customerPhone: form.customerPhone ?? null,
          planType: plan.id,
          price: plan.price,
          paymentMethod,
          status: 'pending_payment',
          questionsAllowedPerDay: plan.questionsAllowedPerDay,
          videosAllowedPerMonth: plan.videosAllowedPerMonth,
          expiresAt: oneMonthFrom(now),
        }),
      );
      const coupon = form.couponCode
        ? await this.firstMonthCoupon(manager, form.couponCode, saved, target)
        : { refused: undefined };
      // Interest, not yet money: the customer becomes a subscriber when the payment arrives (activate).
      await this.customers.record(manager, {
        type: 'subscription_created',
        email: saved.customerEmail,
        name: saved.customerName,
        phone: saved.customerPhone,
        at: now,
        amountCents: saved.price,
        data: { subscriptionId: saved.id, planType: saved.planType },
      });
      // The welcome e-mail with how to pay, and the coach's note: written if and only if this commits.
      await this.events.publish(manager, 'subscription.created', {
        subscriptionId: saved.id,
        ...(coupon.refused ? { couponRefused: coupon.refused } : {}),
      });
    });
  }

  /**
   * The first month's discount. A code this address already used is the one refusal that depends on the address: it
   * must not change the answer, so the plan is priced in full and the welcome e-mail (to that address) says why.
   */
  private async firstMonthCoupon(
    manager: EntityManager,
    code: string,
    saved: SubscriptionEntity,
    target: CouponTarget,
  ): Promise<{ refused: string | undefined }> {
    try {
      const applied = await this.coupons.redeem(manager, {
        code,
        email: saved.customerEmail,
        target,
        owner: { subscriptionId: saved.id },
      });
      await manager.update(
        SubscriptionEntity,
        { id: saved.id },
        { couponCode: applied.code, couponDescription: applied.description, discountCents: applied.discountCents },
      );
      Object.assign(saved, { couponCode: applied.code, discountCents: applied.discountCents });
      return { refused: undefined };
    } catch (error) {
      if (!isDomainError(error, ErrorCode.COUPON_ALREADY_USED)) throw error;
      return { refused: normalizeCouponCode(code) };
    }
  }

  /** One mailbox's subscriptions, newest first; the comparison ignores case as mailboxes do in practice. */
  async listForEmail(email: string): Promise<SubscriptionDto[]> {
    const rows = await this.subscriptions
      .createQueryBuilder('s')
      .where('lower(s.customer_email) = lower(:email)', { email })
      .orderBy('s.created_at', 'DESC')
      .limit(LIST_LIMIT)
      .getMany();
    const now = this.clock.now();
    return rows.map((row) => toSubscriptionDto(row, now));
  }

  /** Every subscription, newest first (admin only: the controller checks). */
  async listAll(): Promise<SubscriptionDto[]> {
    const rows = await this.subscriptions.find({ order: { createdAt: 'DESC' }, take: LIST_LIMIT });
    const now = this.clock.now();
    return rows.map((row) => toSubscriptionDto(row, now));
  }

  /**
   * Payment received (the coach's "mark paid", or a card payment): the term of one calendar month starts now, so
   * days spent waiting for an off-site payment are not lost. Marking an active subscription paid again changes
   * nothing (a double click is harmless); an expired one is renewed for a new month; a cancelled one stays
   * cancelled (409). Each activation is recorded in the customer lifecycle and published as
   * `subscription.activated` (the subscriber's "your plan is active" e-mail), in the same transaction.
   */
  async activate(id: string, via: SubscriptionPaymentSource): Promise<SubscriptionDto> {
    return this.subscriptions.manager.transaction((manager) => this.activateIn(manager, id, via));
  }

  /** activate() inside the caller's transaction (the card payment records its approval in the same one). */
  async activateIn(
    manager: EntityManager,
    id: string,
    via: SubscriptionPaymentSource,
    paymentId?: string,
  ): Promise<SubscriptionDto> {
    const repo = manager.getRepository(SubscriptionEntity);
    const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw new DomainError(ErrorCode.ORDER_NOT_FOUND, { message: SUBSCRIPTION_MESSAGES.notFoundById });
    const now = this.clock.now();
    const status = effectiveStatus(row, now);
    if (status === 'cancelled')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: SUBSCRIPTION_MESSAGES.alreadyCancelled });
    // The coach's second click changes nothing; a card charge for a plan activated meanwhile is given back.
    if (status === 'active' && via === 'card')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: SUBSCRIPTION_MESSAGES.alreadyActive });
    if (row.status === 'expired' && (await hasAnotherLivePlan(manager, row))) {
      // Renewing this old month would make two live plans: the newer one is the one to pay.
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: SUBSCRIPTION_MESSAGES.alreadyActive });
    }
    if (status !== 'active') {
      const paidCents = dueCents(row);
      row.status = 'active';
      row.activatedAt = now;
      row.expiresAt = oneMonthFrom(now);
      // A plan started with "pending" and paid by card is a card subscription from now on.
      if (via === 'card') row.paymentMethod = 'credit-card';
      await repo.save(row);
      await this.customers.record(manager, {
        type: 'subscription_paid',
        email: row.customerEmail,
        at: now,
        amountCents: paidCents,
        data: { subscriptionId: row.id, planType: row.planType, via, ...(paymentId ? { paymentId } : {}) },
      });
      await recordHistory(manager, {
        subscriptionId: row.id,
        at: now,
        actor: via === 'coach' ? 'coach' : 'subscriber',
        action: 'activated',
        amountCents: paidCents,
        paidThrough: row.expiresAt,
        paymentMethod: row.paymentMethod,
      });
      await this.events.publish(manager, 'subscription.activated', { subscriptionId: row.id, via });
    }
    return toSubscriptionDto(row, now);
  }

  /** The subscription a card payment is about to charge for, or null when there is none with that id. */
  async findForPayment(id: string): Promise<SubscriptionEntity | null> {
    return isUuid(id) ? this.subscriptions.findOneBy({ id }) : null;
  }
}
