import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox (issue 13): every e-mail is written here, complete (raw RFC 822 bytes), in the same transaction as
 * the change that causes it, then delivered by a worker on any instance. A claim is a lease (status 'sending' until
 * lease_until): a sender that dies mid-send leaves a lease that runs out, and the row is delivered again.
 *
 * app_secret keeps the generated signing secret of manage and chat links when TOKEN_SECRET is not set, so every
 * replica on the database signs alike and a restart keeps the links in old e-mails working.
 */
export class CreateMailOutbox1763810000000 implements MigrationInterface {
  name = 'CreateMailOutbox1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id               bigserial PRIMARY KEY,
        type             text NOT NULL,
        message_id       text NOT NULL CONSTRAINT mail_outbox_message_id_key UNIQUE,
        to_address       text NOT NULL,
        envelope         jsonb NOT NULL,
        raw              bytea NOT NULL,
        status           text NOT NULL DEFAULT 'pending' CONSTRAINT mail_outbox_status_check
                           CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz NOT NULL DEFAULT now(),
        lease_until      timestamptz,
        lease_token      uuid,
        last_error       text,
        created_at       timestamptz NOT NULL DEFAULT now(),
        sent_at          timestamptz
      )
    `);
    await queryRunner.query(
      `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE status IN ('pending', 'sending')`,
    );
    await queryRunner.query(`
      CREATE TABLE app_secret (
        name        text PRIMARY KEY,
        value       text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE app_secret');
    await queryRunner.query('DROP TABLE mail_outbox');
  }
}
