import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD, CompressedCopies, negotiateCoding } from './compressed-copies';

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['identity', null],
    ['deflate', null],
  ])('%s → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('CompressedCopies', () => {
  it('answers the first ask at once, then keeps the best copy made in the background, decoding to the same bytes', async () => {
    // Like the slot list: ids and instants, which brotli 11 packs tighter than brotli 4.
    const start = Date.parse('2026-11-30T14:00:00Z');
    const slots = Array.from({ length: 150 }, (_, i) => ({
      id: randomUUID(),
      startTime: new Date(start + i * 1_800_000).toISOString(),
      endTime: new Date(start + i * 1_800_000 + 3_600_000).toISOString(),
      isAvailable: true,
    }));
    const bytes = Buffer.from(JSON.stringify(slots));
    const copies = new CompressedCopies(bytes);
    expect(copies.compressible).toBe(true);
    const quick = copies.copy('br');
    expect(brotliDecompressSync(quick)).toEqual(bytes);
    expect(copies.copy('br')).toBe(quick);
    // The best copy is made in the pool; poll (bounded) until it has replaced the quick one.
    for (const deadline = Date.now() + 10_000; copies.copy('br') === quick && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const kept = copies.copy('br');
    expect(kept.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(kept)).toEqual(bytes);
    expect(gunzipSync(copies.copy('gzip'))).toEqual(bytes);
    expect(kept.length).toBeLessThan(bytes.length / 4);
  });

  it('says an answer under the threshold is sent plain', () => {
    expect(new CompressedCopies(Buffer.alloc(COMPRESSION_THRESHOLD - 1)).compressible).toBe(false);
    expect(new CompressedCopies(Buffer.alloc(COMPRESSION_THRESHOLD)).compressible).toBe(true);
  });
});
