import { RATE_LIMIT_MESSAGE } from '@app/contracts';
import { DataSource } from 'typeorm';
import { RATE_LIMITS } from '../src/common/rate-limit';
import { PostgresThrottlerStorage } from '../src/common/postgres-throttler.storage';
import { contactForm } from './factories/people.factory';
import { startSecondTestApp, startTestApp, type TestApp } from './helpers/test-app';

/**
 * Two API instances on one database, as a scaled deployment runs them: a client's budget is spent once across both
 * (counters in PostgreSQL), and every 429 says when to come back in the standard Retry-After header.
 */
describe('rate limits shared by all API instances (integration)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    b = await startSecondTestApp(a, { RATE_LIMIT_MULTIPLIER: '1' });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts requests alternating between two instances against one limit, then answers 429 with Retry-After', async () => {
    const { limit, ttl } = RATE_LIMITS.contact;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await instance.http.post('/api/contact').send(contactForm({ email: `shared-${i}@example.com` }))).status,
      );
    }
    expect(statuses).toEqual(Array(limit).fill(201));

    for (const instance of [a, b]) {
      const over = await instance.http.post('/api/contact').send(contactForm());
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
      const retryAfter = Number(over.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(ttl / 1000);
      expect(over.headers['retry-after-contact']).toBeDefined();
    }
    // Exactly `limit` messages were stored, whichever instance took them.
    const [{ n }] = await a.app.get(DataSource).query('SELECT count(*)::int AS n FROM contact_message');
    expect(n).toBe(limit);
  });

  it('counts concurrent hits from both instances exactly once each', async () => {
    const storage = new PostgresThrottlerStorage(a.app.get(DataSource));
    const key = `concurrent-${Date.now()}`;
    const records = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new PostgresThrottlerStorage((i % 2 === 0 ? a : b).app.get(DataSource)).increment(
          key,
          60_000,
          8,
          60_000,
          'probe',
        ),
      ),
    );
    const allowed = records
      .filter((r) => !r.isBlocked)
      .map((r) => r.totalHits)
      .sort((x, y) => x - y);
    expect(allowed).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(records.filter((r) => r.isBlocked)).toHaveLength(4);
    // About the whole block, never more (a busy machine may take a few seconds over the twelve hits).
    expect(
      records.filter((r) => r.isBlocked).every((r) => r.timeToBlockExpire >= 50 && r.timeToBlockExpire <= 60),
    ).toBe(true);
    // A blocked key stays blocked; its count no longer grows.
    expect(await storage.increment(key, 60_000, 8, 60_000, 'probe')).toMatchObject({ isBlocked: true, totalHits: 9 });
  });

  it('counts a burst on one instance in a few statements, each hit with its own count and verdict', async () => {
    const db = a.app.get(DataSource);
    const storage = new PostgresThrottlerStorage(db);
    const key = `burst-${Date.now()}`;
    const statements = jest.spyOn(db, 'query');
    try {
      const records = await Promise.all(
        Array.from({ length: 12 }, () => storage.increment(key, 60_000, 8, 60_000, 'probe')),
      );
      // The first hit alone, the eleven that arrived while it was in flight together.
      expect(
        statements.mock.calls.filter(([sql]) => String(sql).includes('INSERT INTO rate_limit_counter')),
      ).toHaveLength(2);
      expect(records.map((r) => r.totalHits)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(records.map((r) => r.isBlocked)).toEqual([...Array(8).fill(false), ...Array(4).fill(true)]);
      expect(
        records.filter((r) => r.isBlocked).every((r) => r.timeToBlockExpire >= 50 && r.timeToBlockExpire <= 60),
      ).toBe(true);
      // A burst into a live block: every hit refused, the count unchanged.
      const later = await Promise.all(
        Array.from({ length: 3 }, () => storage.increment(key, 60_000, 8, 60_000, 'probe')),
      );
      expect(later.every((r) => r.isBlocked && r.totalHits === 12)).toBe(true);
    } finally {
      statements.mockRestore();
    }
  });

  it('starts a new window once the old one is over, and prunes rows whose window and block are over', async () => {
    const db = a.app.get(DataSource);
    const storage = new PostgresThrottlerStorage(db);
    const key = `window-${Date.now()}`;
    expect(await storage.increment(key, 60_000, 1, 60_000, 'probe')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await storage.increment(key, 60_000, 1, 60_000, 'probe')).toMatchObject({ totalHits: 2, isBlocked: true });
    // Move the row's window and block into the past, as a minute's wait would.
    await db.query(
      `UPDATE rate_limit_counter SET window_ends_at = now() - interval '1 second', blocked_until = now() - interval '1 second'
       WHERE key = $1`,
      [key],
    );
    expect(await storage.increment(key, 60_000, 1, 60_000, 'probe')).toMatchObject({ totalHits: 1, isBlocked: false });

    await db.query(
      `UPDATE rate_limit_counter SET window_ends_at = now() - interval '1 second', blocked_until = NULL WHERE key = $1`,
      [key],
    );
    expect(await storage.prune()).toBeGreaterThanOrEqual(1);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM rate_limit_counter WHERE key = $1', [key]);
    expect(n).toBe(0);
  });
});
