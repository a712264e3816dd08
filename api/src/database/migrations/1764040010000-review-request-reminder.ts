import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail asking for a review after a Lunar Light reading rides on the reminder rows (issue 15): kind 'review',
 * due an hour after the session ends, claimed by the same workers, moved or stopped with the booking.
 */
export class ReviewRequestReminder1764040010000 implements MigrationInterface {
  name = 'ReviewRequestReminder1764040010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE booking_reminder
        DROP CONSTRAINT booking_reminder_kind_check,
        ADD CONSTRAINT booking_reminder_kind_check CHECK (kind IN ('24h', '1h', 'review'))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM booking_reminder WHERE kind = 'review'`);
    await queryRunner.query(`
      ALTER TABLE booking_reminder
        DROP CONSTRAINT booking_reminder_kind_check,
        ADD CONSTRAINT booking_reminder_kind_check CHECK (kind IN ('24h', '1h'))
    `);
  }
}
