import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34 item 3: the calendar invite's SEQUENCE becomes a column of booking, raised by the transition that
 * reschedules or cancels it (BookingsRepository), so notifications only reads it and no module writes another's
 * table. booking_mail_state held nothing else: its values move over and it is dropped.
 */
export class BookingIcsSequence1764140000000 implements MigrationInterface {
  name = 'BookingIcsSequence1764140000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE booking ADD COLUMN ics_sequence integer NOT NULL DEFAULT 0
         CONSTRAINT booking_ics_sequence_check CHECK (ics_sequence >= 0)`,
    );
    await queryRunner.query(
      `UPDATE booking b SET ics_sequence = m.ics_sequence FROM booking_mail_state m WHERE m.booking_id = b.id`,
    );
    await queryRunner.query('DROP TABLE booking_mail_state');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking_mail_state (
        booking_id    uuid PRIMARY KEY REFERENCES booking (id) ON DELETE CASCADE,
        ics_sequence  integer NOT NULL DEFAULT 0 CONSTRAINT booking_mail_state_sequence_check CHECK (ics_sequence >= 0),
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      `INSERT INTO booking_mail_state (booking_id, ics_sequence) SELECT id, ics_sequence FROM booking WHERE ics_sequence > 0`,
    );
    await queryRunner.query('ALTER TABLE booking DROP COLUMN ics_sequence');
  }
}
