import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The migrations own the schema; they also hold what entity metadata cannot say (CHECK constraints, partial and
 * expression indexes, named unique constraints), so the schema builder would drop those: that is not drift.
 */
const MIGRATION_ONLY = [/^ALTER TABLE "\w+" DROP CONSTRAINT "\w+"$/, /^DROP INDEX "public"\."\w+"$/];

/**
 * Entities and migrations describe one schema (issue 17): on a database the migrations built, TypeORM's schema
 * builder must find nothing to create or change for the entities — no table, column, type, nullability, default,
 * primary key, declared index or relation that one side has and the other lacks. Such a difference shows up here
 * as the SQL `migration:generate` would write.
 */
describe('entities and migrations (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('generate no migration against the migrated schema', async () => {
    const dataSource = sut.app.get<DataSource>(getDataSourceToken());
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const drift = pending.upQueries.map((q) => q.query).filter((sql) => !MIGRATION_ONLY.some((only) => only.test(sql)));
    expect(drift).toEqual([]);
  });

  it('notices a column the entity has under another name in the database', async () => {
    const dataSource = sut.app.get<DataSource>(getDataSourceToken());
    await dataSource.query('ALTER TABLE testing_user RENAME COLUMN notes TO notes_renamed');
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^ALTER TABLE "testing_user" .*"notes"/)]),
      );
    } finally {
      await dataSource.query('ALTER TABLE testing_user RENAME COLUMN notes_renamed TO notes');
    }
  });
});
