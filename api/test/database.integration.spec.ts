import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations/index';
import { seedCatalog } from '../src/database/seed/catalog.seed';
import { startTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

describe('database migrations and seed (integration)', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('records the applied migrations and no pending ones', async () => {
    const applied = await db.query('SELECT name FROM migrations ORDER BY id');
    expect(applied).toEqual(MIGRATIONS.map((migration) => ({ name: new migration().name })));
    expect(applied[0]).toEqual({ name: 'CreateService1763740800000' });
    expect(await db.showMigrations()).toBe(false);
  });

  it('stores instants as timestamptz and money as integer cents', async () => {
    const columns: { column_name: string; data_type: string }[] = await db.query(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'service'`,
    );
    const types = Object.fromEntries(columns.map((c) => [c.column_name, c.data_type]));
    expect(types).toMatchObject({
      price: 'integer',
      duration: 'integer',
      created_at: 'timestamp with time zone',
      updated_at: 'timestamp with time zone',
    });
  });

  it('rejects a service type outside the catalogue', async () => {
    await expect(
      db.query(
        `INSERT INTO service (id, brand, name, description, price, duration, type, category) VALUES ('x', 'coaching', 'X', 'x', 1, 1, 'tarot', 'coaching')`,
      ),
    ).rejects.toThrow(/service_type_check/);
  });

  it('seeds idempotently and never overwrites what the coach changed', async () => {
    await db.query(`UPDATE service SET is_active = false, price = 999 WHERE id = 'quick-chat'`);
    await seedCatalog(db);
    await seedCatalog(db);

    const counts = await db.query('SELECT brand, count(*)::int AS count FROM service GROUP BY brand ORDER BY brand');
    expect(counts).toEqual([
      { brand: 'coaching', count: 4 },
      { brand: 'lunar', count: 10 },
    ]);
    const [quickChat] = await db.query(`SELECT price, is_active FROM service WHERE id = 'quick-chat'`);
    expect(quickChat).toEqual({ price: 999, is_active: false });
  });

  it('lists only active services', async () => {
    await db.query(`UPDATE service SET is_active = (id <> 'video-coaching')`);
    // A psql change reaches the kept list when its NOTIFY is delivered, a moment after the commit.
    const listed = async () =>
      ((await sut.http.get('/api/services').expect(200)).body as { id: string }[]).map((s) => s.id);
    expect(await until(listed, (ids) => !ids.includes('video-coaching'))).toEqual([
      'strategic-decision',
      'personal-development',
      'quick-chat',
    ]);
  });
});
