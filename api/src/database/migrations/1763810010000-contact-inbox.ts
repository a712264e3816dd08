import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contact messages become the coach console's Messages inbox (issue 13): which brand, unread or handled. */
export class ContactInbox1763810010000 implements MigrationInterface {
  name = 'ContactInbox1763810010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE contact_message
        ADD COLUMN brand text NOT NULL DEFAULT 'coaching'
          CONSTRAINT contact_message_brand_check CHECK (brand IN ('coaching', 'lunar')),
        ADD COLUMN status text NOT NULL DEFAULT 'unread'
          CONSTRAINT contact_message_status_check CHECK (status IN ('unread', 'handled')),
        ADD COLUMN handled_at timestamptz
    `);
    await queryRunner.query(`CREATE INDEX contact_message_status_idx ON contact_message (status, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX contact_message_status_idx');
    await queryRunner.query(
      'ALTER TABLE contact_message DROP COLUMN handled_at, DROP COLUMN status, DROP COLUMN brand',
    );
  }
}
