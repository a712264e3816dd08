import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Payment Sent" in the Zelle dialog (issue 16): the customer's own word that an off-site payment is on its way,
 * kept on the booking for the coach ("customer reports payment sent") until the coach marks it paid. The first
 * report's instant stays; a second press changes nothing.
 */
export class BookingPaymentReported1764060000000 implements MigrationInterface {
  name = 'BookingPaymentReported1764060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking ADD COLUMN payment_reported_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking DROP COLUMN payment_reported_at');
  }
}
