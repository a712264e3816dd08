import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the sign-in link cap counts per (address, requesting client), so a stranger's requests for an address
 * never use up its owner's. `client_address` is the requester's IP; NULL for rows written before, which then count
 * only among themselves and age out within a day like every link row.
 */
export class SignInLinkClient1764092800000 implements MigrationInterface {
  name = 'SignInLinkClient1764092800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE subscriber_sign_in_link ADD COLUMN client_address text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE subscriber_sign_in_link DROP COLUMN client_address');
  }
}
