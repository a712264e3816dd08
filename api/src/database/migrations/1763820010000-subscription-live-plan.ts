import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: one live plan (pending_payment or active) per e-mail and plan, so starting a plan twice cannot leave two
 * subscriptions waiting for one payment. Before the index: months that ran out are marked expired, and where one
 * mailbox still has several live rows of a plan the best one stays live (active before pending, then the latest
 * term, then the newest) — the other pending ones are cancelled, other active ones expired.
 */
export class SubscriptionLivePlan1763820010000 implements MigrationInterface {
  name = 'SubscriptionLivePlan1763820010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE subscription SET status = 'expired', updated_at = now() WHERE status = 'active' AND expires_at <= now()`,
    );
    await queryRunner.query(`
      WITH ranked AS (
        SELECT id, status, row_number() OVER (
                 PARTITION BY lower(customer_email), plan_type
                 ORDER BY (status = 'active') DESC, expires_at DESC, created_at DESC, id
               ) AS rank
          FROM subscription
         WHERE status IN ('pending_payment', 'active')
      )
      UPDATE subscription s
         SET status = CASE WHEN ranked.status = 'active' THEN 'expired' ELSE 'cancelled' END, updated_at = now()
        FROM ranked
       WHERE ranked.id = s.id AND ranked.rank > 1
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX subscription_live_plan_key ON subscription (lower(customer_email), plan_type)
       WHERE status IN ('pending_payment', 'active')
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX subscription_live_plan_key');
  }
}
