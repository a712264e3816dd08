import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time slots per brand and blackout dates. A slot is an instant (UTC) plus the business-local texts shown to
 * customers; (brand, starts_at) is unique so the generator can run on every replica at any time
 * (INSERT … ON CONFLICT DO NOTHING). A blackout row without a brand closes the day for both brands.
 */
export class CreateScheduling1763741100000 implements MigrationInterface {
  name = 'CreateScheduling1763741100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE time_slot (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        brand       text NOT NULL CONSTRAINT time_slot_brand_check CHECK (brand IN ('coaching', 'lunar')),
        starts_at   timestamptz NOT NULL,
        ends_at     timestamptz NOT NULL,
        date        text NOT NULL CONSTRAINT time_slot_date_check CHECK (date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        time        text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT time_slot_brand_starts_at_key UNIQUE (brand, starts_at),
        CONSTRAINT time_slot_range_check CHECK (ends_at > starts_at)
      )
    `);
    await queryRunner.query('CREATE INDEX time_slot_brand_date_idx ON time_slot (brand, date)');
    await queryRunner.query(`
      CREATE TABLE blackout_date (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        date        text NOT NULL CONSTRAINT blackout_date_date_check CHECK (date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        brand       text CONSTRAINT blackout_date_brand_check CHECK (brand IN ('coaching', 'lunar')),
        reason      text,
        created_at  timestamptz NOT NULL DEFAULT now()
      )
    `);
    // NULL brands are distinct to a plain UNIQUE; the coalesce makes "both brands" one value too.
    await queryRunner.query(
      `CREATE UNIQUE INDEX blackout_date_date_brand_key ON blackout_date (date, coalesce(brand, '*'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blackout_date');
    await queryRunner.query('DROP TABLE time_slot');
  }
}
