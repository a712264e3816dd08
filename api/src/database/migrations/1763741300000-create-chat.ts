import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live chat (SPEC §3 ChatSession, ChatMessage "session variant"). A session is opened per chat booking; the
 * customer joins with a token issued once at booking time, of which only a hash is kept.
 */
export class CreateChat1763741300000 implements MigrationInterface {
  name = 'CreateChat1763741300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_session (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id       uuid CONSTRAINT chat_session_booking_id_key UNIQUE REFERENCES booking (id) ON DELETE CASCADE,
        brand            text NOT NULL CONSTRAINT chat_session_brand_check CHECK (brand IN ('coaching', 'lunar')),
        coach_id         text NOT NULL,
        client_id        text NOT NULL,
        client_name      text NOT NULL,
        service_name     text NOT NULL,
        platform         text NOT NULL DEFAULT 'live-chat',
        status           text NOT NULL DEFAULT 'active' CONSTRAINT chat_session_status_check
                           CHECK (status IN ('active', 'ended')),
        token_hash       text NOT NULL CONSTRAINT chat_session_token_hash_key UNIQUE,
        scheduled_at     timestamptz,
        started_at       timestamptz,
        last_message_at  timestamptz,
        created_at       timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`
      CREATE TABLE chat_message (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id   uuid NOT NULL REFERENCES chat_session (id) ON DELETE CASCADE,
        sender_id    text NOT NULL,
        sender_name  text NOT NULL,
        sender_type  text NOT NULL CONSTRAINT chat_message_sender_type_check CHECK (sender_type IN ('client', 'coach')),
        message      text NOT NULL CONSTRAINT chat_message_message_check CHECK (length(btrim(message)) > 0),
        is_read      boolean NOT NULL DEFAULT false,
        created_at   timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      'CREATE INDEX chat_message_session_created_at_idx ON chat_message (session_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat_message');
    await queryRunner.query('DROP TABLE chat_session');
  }
}
