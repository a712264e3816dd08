import { ErrorCode, PLANS, SUBSCRIPTION_MESSAGES } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import type { PayableSubscription, SubscriptionPayments } from '../payments/subscription-payments.port';
import { effectiveStatus } from './subscription-allowance';
import type { SubscriptionEntity } from './subscription.entity';
import { dueCents } from './subscription.mapper';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The subscriptions side of a card payment (payments/payment-events.ts): payments asks what to charge before
 * charging and calls markPaid in its own transaction once the gateway approved, so the payment record and the
 * activation are written together. Bound to payments' SUBSCRIPTION_PAYMENTS port in SubscriptionsModule.
 */
@Injectable()
export class SubscriptionCardPayments implements SubscriptionPayments {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Pending and expired subscriptions can be paid (the latter is a renewal). An active one is refused rather than
   * charged a second time for nothing, and a cancelled one stays cancelled.
   */
  async findPayable(subscriptionId: string): Promise<PayableSubscription | null> {
    const payable = await this.describe(subscriptionId);
    if (payable?.status === 'cancelled')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: SUBSCRIPTION_MESSAGES.alreadyCancelled });
    if (payable?.status === 'active')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: SUBSCRIPTION_MESSAGES.alreadyActive });
    return payable;
  }

  async describe(subscriptionId: string): Promise<PayableSubscription | null> {
    const row = await this.subscriptions.findForPayment(subscriptionId);
    return row ? this.toPayable(row) : null;
  }

  async markPaid(manager: EntityManager, subscriptionId: string, payment: { paymentId: string }): Promise<void> {
    await this.subscriptions.activateIn(manager, subscriptionId, 'card', payment.paymentId);
  }

  private toPayable(row: SubscriptionEntity): PayableSubscription {
    return {
      id: row.id,
      planType: row.planType,
      status: effectiveStatus(row, this.clock.now()),
      // The price fixed from the plan when the subscription was created; a coupon's discount on the first month.
      priceCents: dueCents(row),
      coupon:
        row.couponCode && !row.activatedAt
          ? { code: row.couponCode, description: row.couponDescription ?? '', discountCents: row.discountCents }
          : null,
      planName: PLANS[row.planType].name,
      customerEmail: row.customerEmail,
      customerName: row.customerName,
    };
  }
}
