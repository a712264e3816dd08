import { COACHING_SERVICES, PSYCHIC_SERVICES, type PsychicServiceDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { PgListener } from '../src/database/pg-listener.service';
import { startSecondTestApp, startTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

/**
 * Issue 17 "One catalogue": both brands live in one `service` table, and the two public calls of SPEC §7 answer
 * exactly what they answered when each brand had its own table — the same bytes, in the same order.
 */
describe('one catalogue, two public calls (integration)', () => {
  let a: TestApp;
  let b: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startSecondTestApp(a);
    db = a.app.get(DataSource);
    await until(async () => b.app.get(PgListener).connected, Boolean, 5_000);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers GET /api/services with the coaching catalogue only, byte for byte', async () => {
    const response = await a.http.get('/api/services').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.text).toBe(JSON.stringify(COACHING_SERVICES));
  });

  it('answers GET /api/psychic-services with the Lunar Light readings only, byte for byte', async () => {
    const response = await a.http.get('/api/psychic-services').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.text).toBe(JSON.stringify(PSYCHIC_SERVICES));
  });

  it('keeps ids unique across brands: a reading cannot take a coaching slug', async () => {
    await expect(
      db.query(
        `INSERT INTO service (id, brand, name, description, price, duration) VALUES ('quick-chat', 'lunar', 'X', 'x', 1, 0)`,
      ),
    ).rejects.toThrow(/service_pkey/);
  });

  it('keeps the coaching fields to coaching rows', async () => {
    await expect(
      db.query(
        `INSERT INTO service (id, brand, name, description, price, duration, type, category)
         VALUES ('tea-leaves', 'lunar', 'Tea Leaves', 'x', 1, 0, 'chat', 'coaching')`,
      ),
    ).rejects.toThrow(/service_brand_fields_check/);
    await expect(
      db.query(
        `INSERT INTO service (id, brand, name, description, price, duration) VALUES ('pep-talk', 'coaching', 'Pep', 'x', 1, 0)`,
      ),
    ).rejects.toThrow(/service_brand_fields_check/);
    await expect(
      db.query(
        `INSERT INTO service (id, brand, name, description, price, duration) VALUES ('x', 'mystic', 'X', 'x', 1, 0)`,
      ),
    ).rejects.toThrow(/service_brand_check/);
  });

  it('brings a change to a reading to every instance within a second, and leaves the other list alone', async () => {
    const readingsOnB = async () => (await b.http.get('/api/psychic-services').expect(200)).body as PsychicServiceDto[];
    const coachingBefore = (await b.http.get('/api/services').expect(200)).text;
    expect((await readingsOnB()).map((s) => s.id)).toContain('legal-reading');

    await db.query(`UPDATE service SET price = 4200 WHERE id = 'love-reading'`);
    await db.query(`UPDATE service SET is_active = false WHERE id = 'legal-reading'`);
    const seen = await until(
      readingsOnB,
      (s) => !s.some((r) => r.id === 'legal-reading') && s.find((r) => r.id === 'love-reading')?.price === 4200,
      1_000,
    );
    expect(seen.map((s) => s.id)).toEqual(PSYCHIC_SERVICES.map((s) => s.id).filter((id) => id !== 'legal-reading'));
    expect(seen.find((s) => s.id === 'love-reading')?.price).toBe(4200);
    expect((await b.http.get('/api/services').expect(200)).text).toBe(coachingBefore);
  });
});
