import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27 "Chat that reaches people": what a booking's session needs to know about who has seen what.
 * - message_count: the 500-message cap is checked against this counter under the session's row lock, in the same
 *   statement that stores the message (a count(*) there would not see a send committed while it waited).
 * - coach_read_at: the coach's "read up to" mark (the created_at of the latest message the coach has seen).
 * - client_seen_at: the latest moment a customer's socket was connected to the session (joined, or had a coach
 *   reply delivered to it).
 * - coach_nudged_for / client_nudged_for: the first unanswered (unseen) message a nudge e-mail was sent for, so each
 *   burst e-mails once across replicas.
 */
export class ChatReach1764081000000 implements MigrationInterface {
  name = 'ChatReach1764081000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE chat_session
        ADD COLUMN message_count integer NOT NULL DEFAULT 0,
        ADD COLUMN coach_read_at timestamptz,
        ADD COLUMN client_seen_at timestamptz,
        ADD COLUMN coach_nudged_for timestamptz,
        ADD COLUMN client_nudged_for timestamptz
    `);
    // Existing conversations count as seen by both sides: nobody is e-mailed about messages from before this change.
    await queryRunner.query(`
      UPDATE chat_session s SET message_count = m.n, coach_read_at = m.latest, client_seen_at = m.latest
        FROM (SELECT session_id, count(*)::int AS n, max(created_at) AS latest FROM chat_message GROUP BY session_id) m
       WHERE m.session_id = s.id
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE chat_session
        DROP COLUMN message_count,
        DROP COLUMN coach_read_at,
        DROP COLUMN client_seen_at,
        DROP COLUMN coach_nudged_for,
        DROP COLUMN client_nudged_for
    `);
  }
}
