import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose changes can change the available-slots answer. */
const SLOT_TABLES = ['booking', 'blackout_date', 'time_slot'];
const CATALOG_TABLES = ['service', 'psychic_service'];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * Issue 20: every API instance keeps the catalogue and the available slots in memory and drops them when the
 * database says they changed. The database says it itself (a trigger), so no write path — the app's, a migration's,
 * an operator's psql — can forget to. Statement-level with a transition table: one NOTIFY per statement that really
 * changed rows (the hold sweeper's empty UPDATEs every few seconds stay silent), delivered at commit.
 */
export class ReadCacheNotify1764050000000 implements MigrationInterface {
  name = 'ReadCacheNotify1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM changed_rows) THEN
          PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
        END IF;
        RETURN NULL;
      END $$`);
    // TRUNCATE has no transition table (tests and operators empty tables this way).
    await queryRunner.query(`
      CREATE FUNCTION notify_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const [channel, tables] of [
      ['slots_changed', SLOT_TABLES],
      ['catalog_changed', CATALOG_TABLES],
    ] as const) {
      for (const table of tables) {
        for (const event of EVENTS) {
          const transition = event === 'DELETE' ? 'OLD TABLE' : 'NEW TABLE';
          await queryRunner.query(
            `CREATE TRIGGER ${table}_${event.toLowerCase()}_notify AFTER ${event} ON ${table}
               REFERENCING ${transition} AS changed_rows
               FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('${channel}')`,
          );
        }
        await queryRunner.query(
          `CREATE TRIGGER ${table}_truncate_notify AFTER TRUNCATE ON ${table}
             FOR EACH STATEMENT EXECUTE FUNCTION notify_truncated('${channel}')`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...SLOT_TABLES, ...CATALOG_TABLES]) {
      for (const event of [...EVENTS, 'TRUNCATE']) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_${event.toLowerCase()}_notify ON ${table}`);
      }
    }
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_rows_changed(), notify_truncated()');
  }
}
