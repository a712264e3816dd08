import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The content codings JSON answers are sent in, in the order preferred when a client accepts several. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * Answers smaller than this go out plain: below ~1 KB the saving is a few hundred bytes at most (often within the
 * same TCP packet), while compressing still costs CPU and the coding's own overhead (issue 31).
 */
export const COMPRESSION_THRESHOLD = 1024;

/** Clients send one of a handful of Accept-Encoding values; each is parsed once. Bounded against odd clients. */
class BoundedCache extends Map<string, string> {
  override set(key: string, value: string): this {
    if (this.size >= 64) this.clear();
    return super.set(key, value);
  }
}
const negotiator = new Negotiator<ContentCoding>({ supportedValues: [...CONTENT_CODINGS], cache: new BoundedCache() });

/**
 * The coding to answer a request in, exactly as @fastify/compress chooses it for the answers through Nest ('*' and
 * x-gzip count as gzip; q-values and q=0 honoured), or null for a plain answer.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (acceptEncoding === undefined) return null;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
}

/** Per request through Nest, and for a kept answer's first copy: cheap (brotli 4: ~1-2 ms for the 33 KB slot list). */
export const QUICK_BROTLI_QUALITY = 4;

const quick: Record<ContentCoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: brotliParams(QUICK_BROTLI_QUALITY, bytes) }),
  gzip: (bytes) => gzipSync(bytes),
};
const best: Record<ContentCoding, (bytes: Buffer, done: (error: Error | null, copy: Buffer) => void) => void> = {
  br: (bytes, done) => brotliCompress(bytes, { params: brotliParams(constants.BROTLI_MAX_QUALITY, bytes) }, done),
  gzip: (bytes, done) => gzip(bytes, { level: constants.Z_BEST_COMPRESSION }, done),
};

function brotliParams(quality: number, bytes: Buffer): Record<number, number> {
  return { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
}

/**
 * One kept answer's bytes and their brotli and gzip copies, made once per answer, not per request. The first ask
 * for a coding makes a quick copy on the spot (what Nest would have spent on that one request) and starts the best
 * one in libuv's pool — brotli 11 is ~40 ms of CPU for the 33 KB slot list, ~10% fewer bytes than brotli 4 — which
 * replaces it once ready. Every read of a kept answer is thus answered from memory, the first one included.
 */
export class CompressedCopies {
  private readonly copies: Partial<Record<ContentCoding, Buffer>> = {};

  constructor(readonly bytes: Buffer) {}

  /** Whether an answer of these bytes is compressed at all (the same threshold as the answers through Nest). */
  get compressible(): boolean {
    return this.bytes.length >= COMPRESSION_THRESHOLD;
  }

  copy(coding: ContentCoding): Buffer {
    const kept = this.copies[coding];
    if (kept) return kept;
    const first = quick[coding](this.bytes);
    this.copies[coding] = first;
    // A failure (none is known for a Buffer input) keeps the quick copy.
    best[coding](this.bytes, (error, copy) => {
      if (!error && copy.length < first.length) this.copies[coding] = copy;
    });
    return first;
  }
}
