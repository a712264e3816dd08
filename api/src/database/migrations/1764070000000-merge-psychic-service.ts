import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a Lunar Light row whose slug a coaching row already holds is called in the one table. */
const CLASH_PREFIX = 'lunar-';

const NOTIFY_EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * Issue 17 "One catalogue": the Lunar Light readings join the coaching services in `service`, told apart by `brand`,
 * so an id names one row whichever brand asks. Readings have no coaching `type` or `category`; the CHECK keeps both
 * set for coaching rows and empty for readings. The NOTIFY triggers already on `service` (1764050000000) now cover
 * every catalogue change; psychic_service's go with it.
 *
 * A reading whose slug a coaching service also uses (the two tables never forbade it) becomes `lunar-<slug>`, and
 * what names it moves with it: Lunar bookings, their payments, and reviews (a review of a linked booking follows that
 * booking's brand; one without a booking came from the Lunar review form, which offers readings only). Up to now
 * such a reading could not be booked at all: the coaching row won the lookup.
 */
export class MergePsychicService1764070000000 implements MigrationInterface {
  name = 'MergePsychicService1764070000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE service
        ADD COLUMN brand text NOT NULL DEFAULT 'coaching' CONSTRAINT service_brand_check CHECK (brand IN ('coaching', 'lunar')),
        ALTER COLUMN type DROP NOT NULL,
        ALTER COLUMN category DROP NOT NULL
    `);
    // The default only labelled the existing rows: from now on every insert says its brand.
    await queryRunner.query('ALTER TABLE service ALTER COLUMN brand DROP DEFAULT');
    await queryRunner.query(`
      ALTER TABLE service ADD CONSTRAINT service_brand_fields_check CHECK (
        CASE brand WHEN 'coaching' THEN type IS NOT NULL AND category IS NOT NULL
                   ELSE type IS NULL AND category IS NULL END)
    `);

    // The runner's own manager: same transaction, typed rows.
    const clashes = await queryRunner.manager.query<{ id: string }[]>(
      'SELECT p.id FROM psychic_service p JOIN service s USING (id) ORDER BY p.id',
    );
    for (const { id } of clashes) {
      const renamed = `${CLASH_PREFIX}${id}`;
      const taken = await queryRunner.manager.query<unknown[]>(
        'SELECT 1 FROM service WHERE id = $1 UNION ALL SELECT 1 FROM psychic_service WHERE id = $1',
        [renamed],
      );
      if (taken.length > 0)
        throw new Error(`Cannot merge catalogues: "${id}" is in both, and "${renamed}" is taken too`);
      await queryRunner.query('UPDATE psychic_service SET id = $2 WHERE id = $1', [id, renamed]);
      await moveLunarReferences(queryRunner, id, renamed);
    }

    await queryRunner.query(`
      INSERT INTO service (id, brand, name, description, price, duration, type, category, sort_order, is_active,
                           created_at, updated_at)
      SELECT id, 'lunar', name, description, price, duration, NULL, NULL, sort_order, is_active, created_at, updated_at
        FROM psychic_service
    `);
    await queryRunner.query('DROP TABLE psychic_service');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // As 1763741000000-create-psychic-service made it.
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
    await queryRunner.query(`
      INSERT INTO psychic_service (id, name, description, price, duration, sort_order, is_active, created_at, updated_at)
      SELECT id, name, description, price, duration, sort_order, is_active, created_at, updated_at
        FROM service WHERE brand = 'lunar'
    `);
    await queryRunner.query(`DELETE FROM service WHERE brand = 'lunar'`);

    // Readings renamed by up() take their slug back (separate tables may share it again).
    const renamed = await queryRunner.manager.query<{ id: string; original: string }[]>(
      `SELECT p.id, s.id AS original FROM psychic_service p JOIN service s ON p.id = $1 || s.id ORDER BY p.id`,
      [CLASH_PREFIX],
    );
    for (const { id, original } of renamed) {
      await queryRunner.query('UPDATE psychic_service SET id = $2 WHERE id = $1', [id, original]);
      await moveLunarReferences(queryRunner, id, original);
    }

    await queryRunner.query(`
      ALTER TABLE service
        DROP CONSTRAINT service_brand_fields_check,
        DROP COLUMN brand,
        ALTER COLUMN type SET NOT NULL,
        ALTER COLUMN category SET NOT NULL
    `);
    // The catalog_changed triggers of 1764050000000-read-cache-notify, on the table they covered.
    for (const event of NOTIFY_EVENTS) {
      const transition = event === 'DELETE' ? 'OLD TABLE' : 'NEW TABLE';
      await queryRunner.query(
        `CREATE TRIGGER psychic_service_${event.toLowerCase()}_notify AFTER ${event} ON psychic_service
           REFERENCING ${transition} AS changed_rows
           FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_changed')`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER psychic_service_truncate_notify AFTER TRUNCATE ON psychic_service
         FOR EACH STATEMENT EXECUTE FUNCTION notify_truncated('catalog_changed')`,
    );
  }
}

/** Points every Lunar Light reference to reading `from` at `to`. */
async function moveLunarReferences(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
  await queryRunner.query(`UPDATE booking SET service_id = $2 WHERE brand = 'lunar' AND service_id = $1`, [from, to]);
  await queryRunner.query(
    `UPDATE payment SET service_id = $2 WHERE brand = 'lunar' AND purpose = 'booking' AND service_id = $1`,
    [from, to],
  );
  await queryRunner.query(
    `UPDATE review r SET service_id = $2
      WHERE r.service_id = $1
        AND COALESCE((SELECT b.brand FROM booking b WHERE b.id = r.booking_id), 'lunar') = 'lunar'`,
    [from, to],
  );
}
