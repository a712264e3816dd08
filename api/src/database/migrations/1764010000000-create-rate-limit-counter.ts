import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: rate-limit counters shared by every API instance (common/postgres-throttler.storage.ts). One row per
 * (client key, named limit) and window. UNLOGGED: no WAL for a counter bumped on every limited request; a crash
 * empties the table, which only forgives the current minute's counts.
 */
export class CreateRateLimitCounter1764010000000 implements MigrationInterface {
  name = 'CreateRateLimitCounter1764010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limit_counter (
        key text NOT NULL,
        throttler text NOT NULL,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        blocked_until timestamptz,
        -- When the row stops mattering: the end of its window or of its block, whichever is later (for pruning).
        expires_at timestamptz GENERATED ALWAYS AS (GREATEST(window_ends_at, blocked_until)) STORED,
        PRIMARY KEY (key, throttler)
      )
    `);
    await queryRunner.query('CREATE INDEX rate_limit_counter_expires_at_idx ON rate_limit_counter (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rate_limit_counter');
  }
}
