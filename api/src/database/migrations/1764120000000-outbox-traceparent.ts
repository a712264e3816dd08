import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 2: with tracing on, an outbox row carries the W3C `traceparent` of the span that wrote it (the
 * booking request, the event handling that composed an e-mail), so handling it later, on any instance, joins that
 * trace. NULL with tracing off and for rows written before.
 */
export class OutboxTraceparent1764120000000 implements MigrationInterface {
  name = 'OutboxTraceparent1764120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE domain_event ADD COLUMN traceparent text');
    await queryRunner.query('ALTER TABLE mail_outbox ADD COLUMN traceparent text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE mail_outbox DROP COLUMN traceparent');
    await queryRunner.query('ALTER TABLE domain_event DROP COLUMN traceparent');
  }
}
