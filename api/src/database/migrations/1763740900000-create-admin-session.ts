import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin sign-in sessions (modules/auth). Only a hash of each token is stored. */
export class CreateAdminSession1763740900000 implements MigrationInterface {
  name = 'CreateAdminSession1763740900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_session (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash  text NOT NULL CONSTRAINT admin_session_token_hash_key UNIQUE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        expires_at  timestamptz NOT NULL,
        revoked_at  timestamptz
      )
    `);
    await queryRunner.query('CREATE INDEX admin_session_expires_at_idx ON admin_session (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE admin_session');
  }
}
