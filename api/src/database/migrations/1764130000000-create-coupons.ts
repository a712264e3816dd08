import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 item 4: coupons. A code is stored upper case (unique); `value` is a percent (1–100) or cents; the scope
 * (brand, service, plan) is null where the code is not narrowed. `expires_on` is the last day it works, in Eastern
 * time. A use is a `coupon_redemption` row, taken in the transaction of the booking, plan or payment it paid for;
 * a use given back (a lapsed hold, a cancellation) keeps its row with `released_at` set, so history stays.
 *
 * `email_key` is the lower-cased address only when the coupon is once per address (null otherwise), so one partial
 * unique index over the live rows backs "once per e-mail" whatever a service forgot to check.
 * Bookings and plans carry what they were given (code, its wording then, cents off): the coach can turn a coupon off
 * without changing a price already quoted.
 */
export class CreateCoupons1764130000000 implements MigrationInterface {
  name = 'CreateCoupons1764130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE coupon (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 3 AND 32),
        kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
        value integer NOT NULL CHECK (value > 0 AND (kind = 'fixed' OR value <= 100)),
        brand text CHECK (brand IN ('coaching', 'lunar')),
        service_id text,
        plan_type text CHECK (plan_type IN ('standard', 'premium')),
        expires_on date,
        max_uses integer CHECK (max_uses > 0),
        once_per_email boolean NOT NULL DEFAULT true,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX coupon_code_key ON coupon (code)');
    await queryRunner.query(`
      CREATE TABLE coupon_redemption (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coupon_id uuid NOT NULL REFERENCES coupon (id),
        email text NOT NULL,
        email_key text,
        booking_id uuid,
        subscription_id uuid,
        payment_id uuid,
        discount_cents integer NOT NULL CHECK (discount_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX coupon_redemption_once_key ON coupon_redemption (coupon_id, email_key)
        WHERE released_at IS NULL AND email_key IS NOT NULL`,
    );
    await queryRunner.query(
      'CREATE INDEX coupon_redemption_live_idx ON coupon_redemption (coupon_id) WHERE released_at IS NULL',
    );
    await queryRunner.query('CREATE INDEX coupon_redemption_booking_idx ON coupon_redemption (booking_id)');
    await queryRunner.query('CREATE INDEX coupon_redemption_subscription_idx ON coupon_redemption (subscription_id)');
    await queryRunner.query('CREATE INDEX coupon_redemption_payment_idx ON coupon_redemption (payment_id)');
    for (const table of ['booking', 'subscription', 'payment']) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN coupon_code text,
          ADD COLUMN coupon_description text,
          ADD COLUMN discount_cents integer NOT NULL DEFAULT 0`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['booking', 'subscription', 'payment']) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP COLUMN coupon_code, DROP COLUMN coupon_description, DROP COLUMN discount_cents`,
      );
    }
    await queryRunner.query('DROP TABLE coupon_redemption');
    await queryRunner.query('DROP TABLE coupon');
  }
}
