import type { CanonicalPaymentMethod, PlanType, SubscriptionStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A monthly plan (SPEC §3 Subscription). Internal to this module: callers get a SubscriptionDto. */
@Entity({ name: 'subscription' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'customer_name', type: 'text' })
  customerName!: string;

  /** As typed; lookups compare lower-cased. */
  @Column({ name: 'customer_email', type: 'text' })
  customerEmail!: string;

  @Column({ name: 'customer_phone', type: 'text', nullable: true })
  customerPhone!: string | null;

  @Column({ name: 'plan_type', type: 'text' })
  planType!: PlanType;

  /** Integer cents per month, from the plan catalogue (never from the client). */
  @Column({ type: 'integer' })
  price!: number;

  /** Issue 33: the code the plan was started with; `discountCents` comes off the first month only. */
  @Column({ name: 'coupon_code', type: 'text', nullable: true })
  couponCode!: string | null;

  @Column({ name: 'coupon_description', type: 'text', nullable: true })
  couponDescription!: string | null;

  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents!: number;

  /** Null until the subscriber picks one (the form's "pending" placeholder). */
  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod!: CanonicalPaymentMethod | null;

  @Column({ type: 'text', default: 'pending_payment' })
  status!: SubscriptionStatus;

  /** Questions asked on lastResetDate; a counter from an earlier day counts as 0. */
  @Column({ name: 'questions_used_today', type: 'integer', default: 0 })
  questionsUsedToday!: number;

  @Column({ name: 'questions_allowed_per_day', type: 'integer' })
  questionsAllowedPerDay!: number;

  /** Videos used in the Eastern month of lastVideoDate; from an earlier month counts as 0. */
  @Column({ name: 'videos_this_month', type: 'integer', default: 0 })
  videosThisMonth!: number;

  @Column({ name: 'videos_allowed_per_month', type: 'integer' })
  videosAllowedPerMonth!: number;

  /** Eastern calendar date (YYYY-MM-DD) of the daily question counter. */
  @Column({ name: 'last_reset_date', type: 'date', nullable: true })
  lastResetDate!: string | null;

  /** Eastern calendar date (YYYY-MM-DD) of the last video request. */
  @Column({ name: 'last_video_date', type: 'date', nullable: true })
  lastVideoDate!: string | null;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt!: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
