import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: the /chat-session demo is a private room per visitor instead of one public room. `kind` tells a
 * booking's session from a demo room (demo rooms expire and are pruned); the old public demo row, with every
 * message anonymous visitors left in it, is deleted.
 */
export class ChatPrivateDemoRooms1764030000000 implements MigrationInterface {
  name = 'ChatPrivateDemoRooms1764030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE chat_session
        ADD COLUMN kind text NOT NULL DEFAULT 'booking'
          CONSTRAINT chat_session_kind_check CHECK (kind IN ('booking', 'demo'))
    `);
    // The public demo room (DEMO_CHAT_SESSION_UUID of the first version); its messages go with it (ON DELETE CASCADE).
    await queryRunner.query(`DELETE FROM chat_session WHERE id = '00000000-0000-4000-8000-00000000de70'`);
    // Pruning looks for expired demo rooms by age.
    await queryRunner.query(
      `CREATE INDEX chat_session_demo_created_at_idx ON chat_session (created_at) WHERE kind = 'demo'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM chat_session WHERE kind = 'demo'`);
    await queryRunner.query('DROP INDEX chat_session_demo_created_at_idx');
    await queryRunner.query('ALTER TABLE chat_session DROP COLUMN kind');
  }
}
