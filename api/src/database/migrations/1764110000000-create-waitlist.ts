import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 item 3: "Tell me if a time opens". One row per brand, day and address (case-insensitive): joining again
 * changes nothing. Only the unsubscribe token's SHA-256 is stored. `notified_at` is when the entry was last told of a
 * freed time (the per-entry throttle); `left_at` is when the address left through its unsubscribe link (kept, so a second
 * click is still recognised as ours). Rows of a past day are deleted by the waitlist's sweep.
 */
export class CreateWaitlist1764110000000 implements MigrationInterface {
  name = 'CreateWaitlist1764110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE waitlist_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        brand text NOT NULL CHECK (brand IN ('coaching', 'lunar')),
        date text NOT NULL,
        email text NOT NULL,
        unsubscribe_token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz,
        left_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX waitlist_entry_brand_date_email_key ON waitlist_entry (brand, date, lower(email))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE waitlist_entry');
  }
}
