import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Lunar Light catalogue (SPEC §3 "Psychic service"); slugs as ids, like the coaching catalogue. */
export class CreatePsychicService1763741000000 implements MigrationInterface {
  name = 'CreatePsychicService1763741000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE psychic_service (
        id          text PRIMARY KEY,
        name        text NOT NULL,
        description text NOT NULL,
        price       integer NOT NULL CONSTRAINT psychic_service_price_check CHECK (price >= 0),
        duration    integer NOT NULL CONSTRAINT psychic_service_duration_check CHECK (duration >= 0),
        sort_order  integer NOT NULL DEFAULT 0,
        is_active   boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE psychic_service');
  }
}
