import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review left through its booking's e-mailed review link carries that booking (issue 15): it is the only kind that
 * shows "Verified Reading", and a booking can be reviewed once — the unique constraint decides, not a prior check.
 * A booking removed later leaves the review up, no longer verified.
 */
export class ReviewBooking1764040000000 implements MigrationInterface {
  name = 'ReviewBooking1764040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE review
        ADD COLUMN booking_id uuid REFERENCES booking (id) ON DELETE SET NULL,
        ADD CONSTRAINT review_booking_key UNIQUE (booking_id)
    `);
    // The public summary: average and count over approved reviews.
    await queryRunner.query(`CREATE INDEX review_approved_rating_idx ON review (rating) WHERE is_approved`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX review_approved_rating_idx');
    await queryRunner.query('ALTER TABLE review DROP CONSTRAINT review_booking_key, DROP COLUMN booking_id');
  }
}
