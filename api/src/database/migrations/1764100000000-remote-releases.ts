import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 (DESIGN §2 "Releases"): the release registry. Every published build of a remote is a row of
 * `remote_release` (immutable, served at /mfe/<remote>/<release_id>/); `remote_live` is the pointer — the release each
 * remote serves and an optional canary with the share of visitors it gets; `remote_release_event` is the history
 * (what, when, by whom). A change NOTIFYs `remote_releases`, so every replica re-reads the pointer within a moment.
 */
export class RemoteReleases1764100000000 implements MigrationInterface {
  name = 'RemoteReleases1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE remote_release (
        remote        text NOT NULL,
        release_id    text NOT NULL CONSTRAINT remote_release_id_check CHECK (release_id ~ '^[0-9a-f]{12}$'),
        base_url      text NOT NULL,
        published_at  timestamptz NOT NULL DEFAULT now(),
        published_by  text NOT NULL,
        size_bytes    bigint,
        pages         jsonb NOT NULL DEFAULT '[]',
        pruned_at     timestamptz,
        PRIMARY KEY (remote, release_id)
      )
    `);
    await queryRunner.query(`
      CREATE TABLE remote_live (
        remote            text PRIMARY KEY,
        release_id        text NOT NULL,
        canary_release_id text,
        canary_share      smallint,
        updated_at        timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (remote, release_id) REFERENCES remote_release (remote, release_id),
        FOREIGN KEY (remote, canary_release_id) REFERENCES remote_release (remote, release_id),
        CONSTRAINT remote_live_canary_check CHECK (
          (canary_release_id IS NULL AND canary_share IS NULL)
          OR (canary_release_id IS NOT NULL AND canary_share BETWEEN 1 AND 99 AND canary_release_id <> release_id))
      )
    `);
    await queryRunner.query(`
      CREATE TABLE remote_release_event (
        id                  bigserial PRIMARY KEY,
        remote              text NOT NULL,
        action              text NOT NULL CONSTRAINT remote_release_event_action_check
                              CHECK (action IN ('publish', 'promote', 'rollback', 'canary', 'abort')),
        release_id          text NOT NULL,
        previous_release_id text,
        canary_share        smallint,
        actor               text NOT NULL,
        at                  timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query('CREATE INDEX remote_release_event_remote_idx ON remote_release_event (remote, id DESC)');
    // One statement-level trigger per table: whatever writes the registry (the API, the CLI, psql), every replica hears.
    await queryRunner.query(`
      CREATE FUNCTION remote_releases_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('remote_releases', '');
        RETURN NULL;
      END $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER remote_live_notify AFTER INSERT OR UPDATE OR DELETE ON remote_live
        FOR EACH STATEMENT EXECUTE FUNCTION remote_releases_notify()
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE remote_release_event');
    await queryRunner.query('DROP TABLE remote_live');
    await queryRunner.query('DROP TABLE remote_release');
    await queryRunner.query('DROP FUNCTION remote_releases_notify()');
  }
}
