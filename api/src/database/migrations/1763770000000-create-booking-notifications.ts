import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking lifecycle e-mails (issue 10).
 *
 * booking_mail_state: per booking, the calendar invite's SEQUENCE, raised on every reschedule or cancellation so
 * calendars replace the event instead of adding a second one. No links: the manage and chat tokens in the
 * confirmation e-mail exist in the database only as hashes, and that stays true.
 *
 * booking_reminder: one row per booking and kind (24 hours and 1 hour before). Workers on every API instance
 * claim due rows with SELECT … FOR UPDATE SKIP LOCKED, so each reminder is sent by exactly one of them.
 */
export class CreateBookingNotifications1763770000000 implements MigrationInterface {
  name = 'CreateBookingNotifications1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking_mail_state (
        booking_id    uuid PRIMARY KEY REFERENCES booking (id) ON DELETE CASCADE,
        ics_sequence  integer NOT NULL DEFAULT 0 CONSTRAINT booking_mail_state_sequence_check CHECK (ics_sequence >= 0),
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`
      CREATE TABLE booking_reminder (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id  uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
        kind        text NOT NULL CONSTRAINT booking_reminder_kind_check CHECK (kind IN ('24h', '1h')),
        send_at     timestamptz NOT NULL,
        status      text NOT NULL DEFAULT 'pending' CONSTRAINT booking_reminder_status_check
                      CHECK (status IN ('pending', 'sent', 'skipped', 'failed')),
        attempts    integer NOT NULL DEFAULT 0,
        last_error  text,
        sent_at     timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT booking_reminder_booking_kind_key UNIQUE (booking_id, kind)
      )
    `);
    // The workers' query: pending reminders by due time.
    await queryRunner.query(`
      CREATE INDEX booking_reminder_due_idx ON booking_reminder (send_at) WHERE status = 'pending'
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE booking_reminder');
    await queryRunner.query('DROP TABLE booking_mail_state');
  }
}
