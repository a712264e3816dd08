import type { PlanType, SubscriptionStatus } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a card payment needs to know about the subscription it pays for. */
export interface PayableSubscription {
  id: string;
  planType: PlanType;
  status: SubscriptionStatus;
  /** Integer cents from the plan (PLANS[planType].price): the only amount charged. */
  priceCents: number;
  planName: string;
  customerEmail: string;
  customerName: string;
}

/**
 * The subscriptions module's side of a card payment. Payments does not import subscriptions (that would be a
 * cycle): the subscriptions module registers an implementation at start,
 *
 *   constructor(events: PaymentEvents) { events.registerSubscriptionPayments(this) }
 *
 * and payments calls it: `findPayable` before charging and for the quote (unknown → null, not payable → throw
 * OrderNotPayableError), `describe` for a receipt (whatever the state), `markPaid` after the gateway approved,
 * inside the payment's own transaction (activate it there; an OrderNotPayableError there refunds the charge).
 */
export interface SubscriptionPayments {
  findPayable(subscriptionId: string): Promise<PayableSubscription | null>;
  describe(subscriptionId: string): Promise<PayableSubscription | null>;
  markPaid(manager: EntityManager, subscriptionId: string, payment: { paymentId: string; paidAt: Date }): Promise<void>;
}

@Injectable()
export class PaymentEvents {
  private subscriptions: SubscriptionPayments | null = null;

  registerSubscriptionPayments(handler: SubscriptionPayments): void {
    this.subscriptions = handler;
  }

  subscriptionPayments(): SubscriptionPayments | null {
    return this.subscriptions;
  }
}
