import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox of domain events (issue 13). A module that changes something writes the event in the
 * same transaction (DomainEvents.publish), so the event exists if and only if the change committed. The
 * dispatcher on any API instance claims due rows with FOR UPDATE SKIP LOCKED, handles each once, and retries a
 * failed one with back-off (attempts, next_attempt_at).
 */
export class CreateDomainEvent1763800000000 implements MigrationInterface {
  name = 'CreateDomainEvent1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE domain_event (
        id               bigserial PRIMARY KEY,
        type             text NOT NULL,
        payload          jsonb NOT NULL,
        status           text NOT NULL DEFAULT 'pending' CONSTRAINT domain_event_status_check
                           CHECK (status IN ('pending', 'done', 'failed')),
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz NOT NULL DEFAULT now(),
        last_error       text,
        created_at       timestamptz NOT NULL DEFAULT now(),
        handled_at       timestamptz
      )
    `);
    await queryRunner.query(
      `CREATE INDEX domain_event_due_idx ON domain_event (next_attempt_at, id) WHERE status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE domain_event');
  }
}
