import {
  PLANS,
  SUBSCRIPTION_MESSAGES,
  canonicalPaymentMethod,
  oneMonthFrom,
  type SubscriptionDto,
  type SubscriptionFormValues,
} from '@app/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { CustomersService } from '../customers/customers.service';
import { DomainEvents } from '../notifications/domain-events';
import { effectiveStatus } from './subscription-allowance';
import { SubscriptionEntity } from './subscription.entity';
import { toSubscriptionDto } from './subscription.mapper';

/** How the payment was recorded: the coach's "mark paid" (off-site methods) or the card gateway. */
export type SubscriptionPaymentSource = 'coach' | 'card';

/** The most rows one list answers with; the coach console shows recent subscriptions, not an archive. */
const LIST_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string that is not a uuid can match no row, and PostgreSQL would reject it as a uuid parameter. */
function isUuid(value: string): boolean {
  return UUID.test(value);
}

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly clock: Clock,
    private readonly customers: CustomersService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Plan, price and allowances come from the catalogue by planType alone (DESIGN §3): whatever price, status or
   * allowances the form posted are ignored. Every subscription starts pending_payment.
   */
  async create(form: SubscriptionFormValues): Promise<SubscriptionDto> {
    const plan = PLANS[form.planType];
    const now = this.clock.now();
    const created = await this.subscriptions.manager.transaction(async (manager) => {
      const repo = manager.getRepository(SubscriptionEntity);
      const saved = await repo.save(
        repo.create({
          customerName: form.customerName,
          customerEmail: form.customerEmail,
          customerPhone: form.customerPhone ?? null,
          planType: plan.id,
          price: plan.price,
          paymentMethod: form.paymentMethod ? canonicalPaymentMethod(form.paymentMethod) : null,
          status: 'pending_payment',
          questionsAllowedPerDay: plan.questionsAllowedPerDay,
          videosAllowedPerMonth: plan.videosAllowedPerMonth,
          expiresAt: oneMonthFrom(now),
        }),
      );
      // Interest, not yet money: the customer becomes a subscriber when the payment arrives (activate).
      await this.customers.record(manager, {
        type: 'subscription_created',
        email: saved.customerEmail,
        name: saved.customerName,
        phone: saved.customerPhone,
        at: now,
        valueCents: saved.price,
        data: { subscriptionId: saved.id, planType: saved.planType },
      });
      return toSubscriptionDto(saved, now);
    });
    // Committed: the welcome e-mail with payment instructions and the coach's note follow (notifications module).
    this.events.emit('subscription.created', { subscription: created });
    return created;
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
   * cancelled (409). Each activation is recorded in the customer lifecycle, in the same transaction.
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
    if (!row) throw new NotFoundException(SUBSCRIPTION_MESSAGES.notFoundById);
    const now = this.clock.now();
    const status = effectiveStatus(row, now);
    if (status === 'cancelled') throw new ConflictException(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    if (status !== 'active') {
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
        valueCents: row.price,
        spentCents: row.price,
        lifetimeValueCents: row.price,
        state: 'subscriber',
        data: { subscriptionId: row.id, planType: row.planType, via, ...(paymentId ? { paymentId } : {}) },
      });
    }
    return toSubscriptionDto(row, now);
  }

  /** The subscription a card payment is about to charge for, or null when there is none with that id. */
  async findForPayment(id: string): Promise<SubscriptionEntity | null> {
    return isUuid(id) ? this.subscriptions.findOneBy({ id }) : null;
  }
}
