import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the "Send a Message" form, kept so none is lost if e-mail delivery fails. */
export class CreateContactMessage1763750200000 implements MigrationInterface {
  name = 'CreateContactMessage1763750200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_message (
        id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name       text NOT NULL,
        email      text NOT NULL,
        phone      text,
        subject    text NOT NULL,
        message    text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE contact_message');
  }
}
