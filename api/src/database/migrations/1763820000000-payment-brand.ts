import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: every payment belongs to one brand's order, so its receipt, screens and e-mails wear that brand's look
 * and words. Earlier rows take their booking's brand; plans and general payments were coaching's. paid_at is when
 * the approval was recorded (the receipt's date); earlier approved rows take their last update.
 */
export class PaymentBrand1763820000000 implements MigrationInterface {
  name = 'PaymentBrand1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment
        ADD COLUMN brand text NOT NULL DEFAULT 'coaching'
          CONSTRAINT payment_brand_check CHECK (brand IN ('coaching', 'lunar'))
    `);
    await queryRunner.query(`
      UPDATE payment p SET brand = b.brand FROM booking b WHERE b.id = p.booking_id AND p.brand <> b.brand
    `);
    await queryRunner.query('ALTER TABLE payment ADD COLUMN paid_at timestamptz');
    await queryRunner.query(`UPDATE payment SET paid_at = updated_at WHERE status IN ('approved', 'refunded')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment DROP COLUMN paid_at, DROP COLUMN brand');
  }
}
