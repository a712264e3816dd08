import type { AppliedCouponDto, PlanType, SubscriptionStatus } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/** What a card payment needs to know about the subscription it pays for. */
export interface PayableSubscription {
  id: string;
  planType: PlanType;
  status: SubscriptionStatus;
  /** Integer cents from the plan (PLANS[planType].price), less a coupon's discount on the first month: the only amount charged. */
  priceCents: number;
  /** The coupon taken off this month (the first, unpaid one); null for renewals and plans without one. */
  coupon: AppliedCouponDto | null;
  planName: string;
  customerEmail: string;
  customerName: string;
}

/**
 * The subscriptions module's side of a card payment, as a port payments declares and subscriptions implements
 * (SubscriptionCardPayments, bound to SUBSCRIPTION_PAYMENTS in SubscriptionsModule, which PaymentsModule imports).
 * Payments calls it: `findPayable` before charging and for the quote (unknown → null, not payable → a DomainError
 * ORDER_NOT_PAYABLE), `describe` for a receipt (whatever the state), `markPaid` after the gateway approved, inside
 * the payment's own transaction (activate it there; ORDER_NOT_PAYABLE / ORDER_NOT_FOUND there refunds the charge).
 */
export interface SubscriptionPayments {
  findPayable(subscriptionId: string): Promise<PayableSubscription | null>;
  describe(subscriptionId: string): Promise<PayableSubscription | null>;
  markPaid(manager: EntityManager, subscriptionId: string, payment: { paymentId: string; paidAt: Date }): Promise<void>;
}

/** The injection token of the SubscriptionPayments port. */
export const SUBSCRIPTION_PAYMENTS = Symbol('SubscriptionPayments');
