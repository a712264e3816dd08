import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every coach answer is its own message, threaded under the question it answers (issue 13): a second answer is
 * added, never written over the first. subscription_message.coach_response stays as the latest answer's text
 * (SPEC §3); the answers it held so far become the first rows here.
 */
export class CreateSubscriptionAnswer1763810020000 implements MigrationInterface {
  name = 'CreateSubscriptionAnswer1763810020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription_answer (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id      uuid NOT NULL REFERENCES subscription_message (id) ON DELETE CASCADE,
        subscription_id  uuid NOT NULL REFERENCES subscription (id) ON DELETE CASCADE,
        message          text NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      `CREATE INDEX subscription_answer_question_idx ON subscription_answer (question_id, created_at)`,
    );
    await queryRunner.query(`
      INSERT INTO subscription_answer (question_id, subscription_id, message, created_at)
      SELECT id, subscription_id, coach_response, coalesce(answered_at, created_at)
        FROM subscription_message
       WHERE coach_response IS NOT NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE subscription_answer');
  }
}
