import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BookingMailKind } from './booking-reminders.service';

export type BookingReminderStatus = 'pending' | 'sent' | 'skipped' | 'failed';

/**
 * One scheduled e-mail of a booking: the 24-hour and 1-hour reminders and the review request (migrations
 * 1763770000000-create-booking-notifications, 1764040010000-review-request-reminder). Workers on every instance claim
 * due rows with FOR UPDATE SKIP LOCKED (ReminderWorker), so each is sent by exactly one of them.
 */
@Entity({ name: 'booking_reminder' })
export class BookingReminderEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId!: string;

  @Column({ type: 'text' })
  kind!: BookingMailKind;

  @Column({ name: 'send_at', type: 'timestamptz' })
  sendAt!: Date;

  @Column({ type: 'text', default: 'pending' })
  status!: BookingReminderStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
