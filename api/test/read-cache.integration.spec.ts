import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceDto, TimeSlotDto } from '@app/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { Clock } from '../src/common/clock';
import { PG_LISTENER_APPLICATION_NAME, PgListener } from '../src/database/pg-listener.service';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book } from './helpers/lifecycle';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

/** A second API instance on the first one's database: what a scaled deployment runs. */
async function startSecondInstance(databaseUrl: string): Promise<NestFastifyApplication> {
  const app = await createApp({
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_STATIC: 'false',
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RATE_LIMIT_MULTIPLIER: '1000',
    },
  });
  await app.listen(0, '127.0.0.1');
  return app;
}

describe('read caches across API instances (integration)', () => {
  let a: TestApp;
  let b: NestFastifyApplication;
  let bHttp: ReturnType<typeof request>;
  let db: DataSource;

  const slotsOnB = async (brand = 'coaching') =>
    (await bHttp.get(`/api/time-slots?brand=${brand}`).expect(200)).body as TimeSlotDto[];
  const servicesOnB = async () => (await bHttp.get('/api/services').expect(200)).body as ServiceDto[];

  beforeAll(async () => {
    a = await startTestApp();
    b = await startSecondInstance(a.database.url);
    bHttp = request(b.getHttpServer());
    db = a.app.get(DataSource);
    await until(async () => b.get(PgListener).connected, Boolean);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('answers from memory: a change the database does not announce is not seen', async () => {
    const before = await servicesOnB();
    await db.transaction(async (m) => {
      // Triggers off for this transaction only: the write happens, the NOTIFY does not.
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(`UPDATE service SET name = name || ' (renamed)' WHERE id = $1`, [before[0].id]);
    });
    expect((await servicesOnB())[0].name).toBe(before[0].name);

    await db.query(`SELECT pg_notify('catalog_changed', 'test')`);
    const after = await until(servicesOnB, (s) => s[0].name !== before[0].name);
    expect(after[0].name).toBe(`${before[0].name} (renamed)`);
    expect((await bHttp.get('/api/services')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sees a catalogue change made on another instance or by an operator within a second', async () => {
    const [first] = await servicesOnB();
    await db.query(`UPDATE service SET description = 'Updated by the coach' WHERE id = $1`, [first.id]);
    const seen = await until(servicesOnB, (s) => s[0].description === 'Updated by the coach', 1_000);
    expect(seen[0].description).toBe('Updated by the coach');
  });

  it('never lists a slot booked on the other instance, read right after the booking commits', async () => {
    const listed = await slotsOnB();
    for (const slot of listed.slice(-5)) {
      await book(
        a,
        bookingForm({ timeSlotId: slot.id, paymentMethod: 'zelle', email: `cache-${slot.id}@example.com` }),
      );
      // No wait: the NOTIFY of the booking's commit reaches B before this request does.
      expect((await slotsOnB()).map((s) => s.id)).not.toContain(slot.id);
    }
  });

  it("holds a booking's answer until a replica slow to take its notifications has applied it", async () => {
    // B's event loop takes each notification 150 ms late (in order), as a saturated replica would.
    const listener = b.get<PgListener, { deliver(n: unknown): void }>(PgListener);
    const deliver = listener.deliver.bind(listener);
    jest.spyOn(listener, 'deliver').mockImplementation((n) => void setTimeout(() => deliver(n), 150));
    const listed = await slotsOnB();
    const slot = listed[listed.length - 6];
    await book(a, bookingForm({ timeSlotId: slot.id, paymentMethod: 'zelle', email: 'slow-replica@example.com' }));
    expect((await slotsOnB()).map((s) => s.id)).not.toContain(slot.id);
  });

  it('drops a card hold from the list, and lists the slot again when the hold lapses, with no write', async () => {
    const listed = await slotsOnB('lunar');
    const slot = listed[listed.length - 1];
    const held = await book(
      a,
      psychicBookingForm({ timeSlotId: slot.id, email: 'hold-cache@example.com', paymentMethod: 'credit-card' }),
    );
    expect(held.holdExpiresAt).toBeTruthy();
    expect((await slotsOnB('lunar')).map((s) => s.id)).not.toContain(slot.id);

    const lapsed = new Date(Date.parse(held.holdExpiresAt!) + 1_000);
    jest.spyOn(b.get(Clock), 'now').mockImplementation(() => new Date(lapsed));
    expect((await slotsOnB('lunar')).map((s) => s.id)).toContain(slot.id);
  });

  it('drops a slot once it starts, with no write', async () => {
    const [first, second] = await slotsOnB();
    jest.spyOn(b.get(Clock), 'now').mockImplementation(() => new Date(Date.parse(first.startTime) + 1_000));
    const ids = (await slotsOnB()).map((s) => s.id);
    expect(ids).not.toContain(first.id);
    expect(ids).toContain(second.id);
  });

  it('drops a day blacked out by the coach on the other instance', async () => {
    const listed = await slotsOnB();
    const day = listed[listed.length - 1].date;
    await a.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', await adminAuthorization(a))
      .send({ date: day, brand: 'coaching' })
      .expect(201);
    expect((await slotsOnB()).some((s) => s.date === day)).toBe(false);
  });

  it('reads the database on every request while the LISTEN connection is down, and caches again once back', async () => {
    const [first] = await servicesOnB();
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [PG_LISTENER_APPLICATION_NAME],
    );
    await until(async () => !b.get(PgListener).connected, Boolean);
    await db.transaction(async (m) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(`UPDATE service SET name = 'Unannounced' WHERE id = $1`, [first.id]);
    });
    // No notification can arrive now, so nothing may be served from memory.
    expect((await servicesOnB())[0].name).toBe('Unannounced');

    await until(async () => b.get(PgListener).connected, Boolean, 10_000);
    expect(b.get(PgListener).connected).toBe(true);
    expect((await servicesOnB())[0].name).toBe('Unannounced');
  });
});

describe('hot reads answered before the framework (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ CORS_ORIGINS: 'http://localhost:3100' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('answers from memory with the same bytes and headers as the full pipeline', async () => {
    for (const url of ['/api/services', '/api/psychic-services', '/api/time-slots?brand=lunar']) {
      const full = await sut.http.get(url).expect(200);
      const memory = await sut.http.get(url).expect(200);
      expect(memory.text).toBe(full.text);
      const headers = (r: typeof full) => {
        const { date: _date, ...rest } = r.headers as Record<string, string>;
        return rest;
      };
      expect(headers(memory)).toEqual(headers(full));
    }
  });

  it('leaves cross-origin reads to the full pipeline, which answers their CORS headers', async () => {
    await sut.http.get('/api/services').expect(200);
    const response = await sut.http.get('/api/services').set('Origin', 'http://localhost:3100').expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3100');
  });
});
