import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: each brand's weekly hours live in the database, where the coach edits them, instead of constants. One
 * row per brand and weekday (0 = Sunday), in minutes after business-local midnight (America/New_York); a closed day
 * has neither. Seeded with §9's hours, the constants until now: Mon–Fri 9 AM–9 PM, Sat–Sun 10 AM–10 PM.
 *
 * A slot the hours no longer cover is marked `outside_hours` rather than deleted: a booking (live or past) keeps
 * pointing at it (booking.time_slot_id is ON DELETE RESTRICT), and widening the hours again reopens the same row.
 * The slots_changed NOTIFY triggers already on time_slot (1764050000000) announce the change to every replica.
 */
export class BusinessHours1764083000000 implements MigrationInterface {
  name = 'BusinessHours1764083000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE business_hours (
        brand         text NOT NULL CONSTRAINT business_hours_brand_check CHECK (brand IN ('coaching', 'lunar')),
        weekday       smallint NOT NULL CONSTRAINT business_hours_weekday_check CHECK (weekday BETWEEN 0 AND 6),
        open_minute   smallint,
        close_minute  smallint,
        updated_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (brand, weekday),
        CONSTRAINT business_hours_range_check CHECK (
          (open_minute IS NULL AND close_minute IS NULL)
          OR (open_minute >= 0 AND open_minute < close_minute AND close_minute <= 1440))
      )
    `);
    await queryRunner.query(`
      INSERT INTO business_hours (brand, weekday, open_minute, close_minute)
      SELECT b.brand, d.weekday,
             CASE WHEN d.weekday IN (0, 6) THEN 600 ELSE 540 END,
             CASE WHEN d.weekday IN (0, 6) THEN 1320 ELSE 1260 END
        FROM (VALUES ('coaching'), ('lunar')) AS b(brand)
       CROSS JOIN generate_series(0, 6) AS d(weekday)
    `);
    await queryRunner.query('ALTER TABLE time_slot ADD COLUMN outside_hours boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE time_slot DROP COLUMN outside_hours');
    await queryRunner.query('DROP TABLE business_hours');
  }
}
