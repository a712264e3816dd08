import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TimeSlotsService } from '../src/modules/scheduling/time-slots.service';
import { startTestApp, type TestApp } from './helpers/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed, if they were). */
  raw: Buffer;
  /** The bytes decoded per their Content-Encoding. */
  body: string;
}

/** A GET with exactly the headers given (supertest would add its own Accept-Encoding and decode the answer). */
function rawGet(sut: TestApp, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = sut.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const decoded = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: decoded.toString('utf8') });
      });
    }).on('error', reject);
  });
}

/** The headers two answers must share: all but the date. */
function sameHeaders(answer: RawAnswer): IncomingHttpHeaders {
  const { date: _date, ...rest } = answer.headers;
  return rest;
}

const SLOTS = '/api/time-slots?brand=lunar';

describe('JSON answers compressed per Accept-Encoding (integration, issue 31)', () => {
  let sut: TestApp;
  /** Requests the slot list's controller answered (a hot read, from memory, never reaches it). */
  let throughNest: jest.SpyInstance;

  beforeAll(async () => {
    sut = await startTestApp();
    throughNest = jest.spyOn(sut.app.get(TimeSlotsService), 'listAvailable');
  });

  afterAll(async () => {
    await sut?.close();
  });

  /** A read of the kept slot list, which must come from memory (HotReads: Nest's controller never sees it). */
  async function hotRead(headers: Record<string, string>): Promise<RawAnswer> {
    const calls = throughNest.mock.calls.length;
    const answer = await rawGet(sut, SLOTS, headers);
    expect(throughNest.mock.calls.length).toBe(calls);
    return answer;
  }

  it.each(['br', 'gzip'])(
    'sends a large read in %s, decoding to the plain JSON, from Nest (miss) and from memory (hit) alike',
    async (coding) => {
      sut.app.get(TimeSlotsService)['available'].forEach((cache: { invalidate(): void }) => cache.invalidate());
      const before = throughNest.mock.calls.length;
      const miss = await rawGet(sut, SLOTS, { 'accept-encoding': coding });
      expect(throughNest.mock.calls.length).toBe(before + 1);
      const hit = await hotRead({ 'accept-encoding': coding });
      const plain = await rawGet(sut, SLOTS);

      expect(plain.status).toBe(200);
      expect(plain.raw.length).toBeGreaterThan(10_000);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body)).not.toHaveLength(0);
      for (const answer of [miss, hit]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
        expect(answer.headers['content-length']).toBe(String(answer.raw.length));
        expect(answer.raw.length).toBeLessThan(plain.raw.length / 3);
        expect(answer.body).toBe(plain.body);
      }
      // The quick copy is replaced by the best one once made: each answer's length is its own body's.
      let later = hit;
      for (const deadline = Date.now() + 5_000; later.raw.length === hit.raw.length && Date.now() < deadline;) {
        later = await hotRead({ 'accept-encoding': coding });
        expect(later.headers['content-length']).toBe(String(later.raw.length));
        expect(later.body).toBe(plain.body);
      }
      if (coding === 'br') expect(later.raw.length).toBeLessThan(hit.raw.length);
      // Same headers as the full pipeline's but the length: the copy kept in memory is compressed harder.
      const { 'content-length': _hitLength, ...hitHeaders } = sameHeaders(hit);
      const { 'content-length': _missLength, ...missHeaders } = sameHeaders(miss);
      expect(hitHeaders).toEqual(missHeaders);
    },
  );

  it('prefers brotli, honours q-values, and treats * as gzip', async () => {
    await hotRead({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const answer = await rawGet(sut, SLOTS, { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, answer.headers['content-encoding']]).toEqual([acceptEncoding, expected]);
    }
  });

  it('leaves a request without Accept-Encoding plain, from Nest and from memory', async () => {
    sut.app.get(TimeSlotsService)['available'].forEach((cache: { invalidate(): void }) => cache.invalidate());
    const miss = await rawGet(sut, SLOTS);
    const hit = await hotRead({});
    for (const answer of [miss, hit]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary ?? '').not.toMatch(/accept-encoding/i);
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
    }
    expect(hit.body).toBe(miss.body);
    expect(sameHeaders(hit)).toEqual(sameHeaders(miss));
  });

  it('leaves small answers plain', async () => {
    const health = await rawGet(sut, '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.raw.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await rawGet(sut, '/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body)).toEqual(expect.objectContaining({ statusCode: 404 }));
  });
});
