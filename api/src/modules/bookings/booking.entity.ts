import type {
  BookingPayloadShape,
  BookingStatus,
  BrandId,
  CanonicalPaymentMethod,
  ChatPlatform,
  DeliveryPreference,
  MeetingDetailsDto,
  PaymentStatus,
  VideoPlatform,
} from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** SPEC §3 Booking plus the rules of DESIGN §3 (brand, status, payment status, hold, server price). */
@Entity({ name: 'booking' })
export class BookingEntity {
  /** Chosen by the service before the insert, so the meeting room can be derived from it in the same step. */
  // The service sets the id itself; the column also generates one by default (the migration's gen_random_uuid()).
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  brand!: BrandId;

  @Column({ type: 'text' })
  source!: BookingPayloadShape;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'service_id', type: 'text' })
  serviceId!: string;

  /** The name at booking time, for the coach's agenda and e-mails even if the catalogue changes later. */
  @Column({ name: 'service_name', type: 'text' })
  serviceName!: string;

  @Column({ name: 'time_slot_id', type: 'uuid' })
  timeSlotId!: string;

  @Column({ name: 'delivery_preference', type: 'text', default: 'chat' })
  deliveryPreference!: DeliveryPreference;

  @Column({ name: 'chat_platform', type: 'text', default: 'live-chat' })
  chatPlatform!: ChatPlatform;

  @Column({ name: 'video_platform', type: 'text', nullable: true })
  videoPlatform!: VideoPlatform | null;

  @Column({ name: 'contact_info', type: 'text', nullable: true })
  contactInfo!: string | null;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests!: string | null;

  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod!: CanonicalPaymentMethod | null;

  @Column({ type: 'text', default: 'confirmed' })
  status!: BookingStatus;

  @Column({ name: 'payment_status', type: 'text', default: 'awaiting' })
  paymentStatus!: PaymentStatus;

  /** Integer cents owed: the catalogue's price less a coupon's discount; never from the client. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  /** Issue 33: the code the booking was made with, its terms' wording then, and the cents it took off. */
  @Column({ name: 'coupon_code', type: 'text', nullable: true })
  couponCode!: string | null;

  @Column({ name: 'coupon_description', type: 'text', nullable: true })
  couponDescription!: string | null;

  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  /** The customer's IANA zone, for showing times in their e-mails. */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone!: string | null;

  @Column({ name: 'meeting_details', type: 'jsonb', nullable: true })
  meetingDetails!: MeetingDetailsDto | null;

  /** SHA-256 of the manage token returned once at creation. */
  @Column({ name: 'manage_token_hash', type: 'text' })
  manageTokenHash!: string;

  /** Set while pending_payment: after this instant the hold is void and the slot free again. */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt!: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** When the customer pressed "Payment Sent" (Zelle); null until then. The coach still marks the booking paid. */
  @Column({ name: 'payment_reported_at', type: 'timestamptz', nullable: true })
  paymentReportedAt!: Date | null;

  /** When the coach marked the customer absent (issue 27); the booking stays confirmed. */
  @Column({ name: 'no_show_at', type: 'timestamptz', nullable: true })
  noShowAt!: Date | null;

  /** The reason the coach gave when cancelling or releasing, as the customer was told. */
  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason!: string | null;

  /**
   * The calendar invite's SEQUENCE: raised by every reschedule and cancellation (BookingsRepository) so calendars
   * replace the event instead of adding a second one; the e-mails read it.
   */
  @Column({ name: 'ics_sequence', type: 'integer', default: 0 })
  icsSequence!: number;

  /** An off-site payment the coach refunded and has not sent back yet (payment status refund_owed). */
  @Column({ name: 'refund_owed_cents', type: 'integer', default: 0 })
  refundOwedCents!: number;

  /** The client address the booking came from: the unpaid-booking cap counts by it (DESIGN §3). */
  @Column({ name: 'client_address', type: 'text', nullable: true })
  clientAddress!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
