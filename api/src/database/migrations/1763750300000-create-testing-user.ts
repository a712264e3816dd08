import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Alpha testers. One row per mailbox: the unique index is on lower(email), as mailboxes are in practice. */
export class CreateTestingUser1763750300000 implements MigrationInterface {
  name = 'CreateTestingUser1763750300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE testing_user (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email          text NOT NULL,
        name           text,
        phone          text,
        status         text NOT NULL DEFAULT 'pending' CONSTRAINT testing_user_status_check
                         CHECK (status IN ('pending', 'approved', 'active', 'suspended')),
        access_level   text NOT NULL DEFAULT 'basic' CONSTRAINT testing_user_access_level_check
                         CHECK (access_level IN ('basic', 'premium', 'admin')),
        invited_by     text,
        approved_by    text,
        approved_at    timestamptz,
        last_login_at  timestamptz,
        total_sessions integer NOT NULL DEFAULT 0 CONSTRAINT testing_user_total_sessions_check CHECK (total_sessions >= 0),
        notes          text,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query('CREATE UNIQUE INDEX testing_user_email_key ON testing_user (lower(email))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE testing_user');
  }
}
