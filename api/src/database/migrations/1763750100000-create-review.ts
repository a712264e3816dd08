import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews from the Lunar Light review form. They arrive pending; only approved ones are public. is_approved is
 * kept (SPEC §3 names it) and the CHECK ties it to moderation_status so the two can never disagree.
 */
export class CreateReview1763750100000 implements MigrationInterface {
  name = 'CreateReview1763750100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE review (
        id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_id        text NOT NULL,
        customer_name     text NOT NULL,
        -- NULL only for the reviews seeded from the catalogue, which carry no address.
        customer_email    text,
        rating            integer NOT NULL CONSTRAINT review_rating_check CHECK (rating BETWEEN 1 AND 5),
        review_text       text NOT NULL,
        is_approved       boolean NOT NULL DEFAULT false,
        moderation_status text NOT NULL DEFAULT 'pending' CONSTRAINT review_moderation_status_check
                            CHECK (moderation_status IN ('pending', 'approved', 'rejected')),
        moderated_at      timestamptz,
        -- Identifies a seeded review so re-seeding never re-adds one the coach has since rejected.
        seed_key          text CONSTRAINT review_seed_key_key UNIQUE,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT review_approval_check CHECK (is_approved = (moderation_status = 'approved'))
      )
    `);
    await queryRunner.query('CREATE INDEX review_moderation_idx ON review (moderation_status, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE review');
  }
}
