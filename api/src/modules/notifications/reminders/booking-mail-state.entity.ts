import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Per booking, the calendar invite's SEQUENCE (migration 1763770000000-create-booking-notifications): raised on
 * every reschedule or cancellation so calendars replace the event instead of adding a second one. Owned by the
 * notifications module (BookingMailStateService).
 */
@Entity({ name: 'booking_mail_state' })
export class BookingMailStateEntity {
  @PrimaryColumn({ name: 'booking_id', type: 'uuid' })
  bookingId!: string;

  @Column({ name: 'ics_sequence', type: 'integer', default: 0 })
  icsSequence!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
