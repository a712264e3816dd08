import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, subscriber access: knowing an e-mail no longer opens a dashboard.
 *
 * subscriber_sign_in_link: one row per link request (also the per-address cap's count). Only a SHA-256 of the token is
 * kept; `used_at` makes a link single use. subscriber_session: the httpOnly cookie's session, bound to an e-mail;
 * `subscription_ids` narrows a session opened by starting a plan to that plan (NULL: every plan of the e-mail).
 */
export class CreateSubscriberAccess1764020000000 implements MigrationInterface {
  name = 'CreateSubscriberAccess1764020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscriber_sign_in_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )
    `);
    await queryRunner.query(
      'CREATE INDEX subscriber_sign_in_link_email_idx ON subscriber_sign_in_link (lower(email), created_at)',
    );
    await queryRunner.query(`
      CREATE TABLE subscriber_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        subscription_ids uuid[],
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX subscriber_session_expires_idx ON subscriber_session (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE subscriber_session');
    await queryRunner.query('DROP TABLE subscriber_sign_in_link');
  }
}
