import type { CanonicalPaymentMethod, SubscriptionAction, SubscriptionActor } from '@app/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One line of a plan's history (issue 27): what happened, when, and who did it. Rows are only ever added. */
@Entity({ name: 'subscription_history' })
export class SubscriptionHistoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ type: 'text' })
  actor!: SubscriptionActor;

  @Column({ type: 'text' })
  action!: SubscriptionAction;

  /** Cents received, for a payment. */
  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents!: number | null;

  /** What the plan was paid through once this payment was recorded. */
  @Column({ name: 'paid_through', type: 'timestamptz', nullable: true })
  paidThrough!: Date | null;

  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod!: CanonicalPaymentMethod | null;

  /** The coach's reason for a cancellation, or note on a renewal. */
  @Column({ type: 'text', nullable: true })
  detail!: string | null;
}
