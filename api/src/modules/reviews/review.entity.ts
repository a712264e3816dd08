import type { ReviewModerationStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A Lunar Light review (SPEC §3 Review). Public only once approved. */
@Entity({ name: 'review' })
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'service_id', type: 'text' })
  serviceId!: string;

  @Column({ name: 'customer_name', type: 'text' })
  customerName!: string;

  /** Null only for reviews seeded from the catalogue. Never published. */
  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail!: string | null;

  @Column({ type: 'integer' })
  rating!: number;

  @Column({ name: 'review_text', type: 'text' })
  reviewText!: string;

  /** SPEC §3's flag; the database keeps it equal to moderationStatus === 'approved'. */
  @Column({ name: 'is_approved', type: 'boolean', default: false })
  isApproved!: boolean;

  @Column({ name: 'moderation_status', type: 'text', default: 'pending' })
  moderationStatus!: ReviewModerationStatus;

  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;

  /** Set only when the review came through its booking's e-mailed link: the "Verified Reading" mark (unique). */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId!: string | null;

  @Column({ name: 'seed_key', type: 'text', nullable: true })
  seedKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
