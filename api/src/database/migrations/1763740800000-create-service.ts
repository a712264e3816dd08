import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The coaching catalogue. Ids are readable slugs because bookings and the frontends refer to them by name. */
export class CreateService1763740800000 implements MigrationInterface {
  name = 'CreateService1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE service (
        id          text PRIMARY KEY,
        name        text NOT NULL,
        description text NOT NULL,
        price       integer NOT NULL CONSTRAINT service_price_check CHECK (price >= 0),
        duration    integer NOT NULL CONSTRAINT service_duration_check CHECK (duration >= 0),
        type        text NOT NULL CONSTRAINT service_type_check CHECK (type IN ('strategy', 'development', 'video', 'chat')),
        category    text NOT NULL,
        sort_order  integer NOT NULL DEFAULT 0,
        is_active   boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE service');
  }
}
