import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The coach's Subscribers section (issue 27): a plan's history — its payments (the first activation and every
 * renewal, with the amount and the date it was then paid through) and its cancellation (with the coach's reason) —
 * as what, when and who. Plans activated before this table existed get their activation line from activated_at.
 */
export class SubscriptionHistory1764082000000 implements MigrationInterface {
  name = 'SubscriptionHistory1764082000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription_history (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id  uuid NOT NULL REFERENCES subscription (id) ON DELETE CASCADE,
        at               timestamptz NOT NULL DEFAULT now(),
        actor            text NOT NULL CHECK (actor IN ('subscriber', 'coach', 'system')),
        action           text NOT NULL CHECK (action IN ('activated', 'renewed', 'cancelled')),
        amount_cents     integer CHECK (amount_cents >= 0),
        paid_through     timestamptz,
        payment_method   text,
        detail           text
      )
    `);
    await queryRunner.query(
      `CREATE INDEX subscription_history_subscription_idx ON subscription_history (subscription_id, at)`,
    );
    await queryRunner.query(`
      INSERT INTO subscription_history (subscription_id, at, actor, action, amount_cents, paid_through, payment_method)
      SELECT id, activated_at, 'system', 'activated', price, expires_at, payment_method
        FROM subscription
       WHERE activated_at IS NOT NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE subscription_history');
  }
}
