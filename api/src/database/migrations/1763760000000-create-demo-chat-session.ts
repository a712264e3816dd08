import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public demo chat room (DESIGN §3: /chat-session without parameters). Clients address it as "demo"; the
 * gateway maps that to this row. Its token hash is random and never handed out: nobody joins it by token.
 */
export class CreateDemoChatSession1763760000000 implements MigrationInterface {
  name = 'CreateDemoChatSession1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO chat_session (id, booking_id, brand, coach_id, client_id, client_name, service_name, platform, status, token_hash)
      VALUES ('00000000-0000-4000-8000-00000000de70', NULL, 'coaching', 'coach:coaching', 'demo', 'Guest', 'Live Chat Demo',
              'live-chat', 'active', encode(sha256(gen_random_uuid()::text::bytea), 'hex'))
      ON CONFLICT (id) DO NOTHING
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM chat_session WHERE id = '00000000-0000-4000-8000-00000000de70'`);
  }
}
