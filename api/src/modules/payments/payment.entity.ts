import type { BrandId, OrderPurpose, PaymentRecordStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentProviderName } from '../../config/app-config.schema';

export type PaymentPurpose = OrderPurpose;
export type { PaymentRecordStatus };

/** One attempt to take money through the gateway. Card data: brand and last 4 only (DESIGN §3). */
@Entity({ name: 'payment' })
export class PaymentEntity {
  // The service sets the id itself; the column also generates one by default (the migration's gen_random_uuid()).
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  purpose!: PaymentPurpose;

  /** Whose order: the booking's brand, coaching for plans, the chosen brand for a general payment. */
  @Column({ type: 'text', default: 'coaching' })
  brand!: BrandId;

  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId!: string | null;

  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  subscriptionId!: string | null;

  /** A catalogue id, a plan id or `general`. */
  @Column({ name: 'service_id', type: 'text' })
  serviceId!: string;

  /** Integer cents, from the server's catalogue. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  /** Issue 33: the coupon of the booking or plan paid for, as it was when charged (the receipt shows it). */
  @Column({ name: 'coupon_code', type: 'text', nullable: true })
  couponCode!: string | null;

  @Column({ name: 'coupon_description', type: 'text', nullable: true })
  couponDescription!: string | null;

  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({ type: 'text' })
  provider!: PaymentProviderName;

  @Column({ type: 'text' })
  status!: PaymentRecordStatus;

  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand!: string | null;

  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4!: string | null;

  @Column({ name: 'customer_email', type: 'text' })
  customerEmail!: string;

  @Column({ name: 'customer_name', type: 'text' })
  customerName!: string;

  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  /** The provider's payment id (or, for a hosted checkout, its order id until the webhook names the payment). */
  @Column({ name: 'provider_reference', type: 'text', nullable: true })
  providerReference!: string | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage!: string | null;

  /** When the approval was recorded (the app's clock); kept when the payment is later refunded. */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
