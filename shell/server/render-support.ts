/**
 * What the server renderer needs around React: a time limit on a promise, a sink for the streamed page, and fetches
 * the federation runtime may trust (render.tsx).
 */
import { Writable } from 'node:stream';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RenderFallbackReason } from '@app/contracts';

/** A page sent client-rendered, and why in the metrics' words (its message goes to the log). */
export class RenderFallback extends Error {
  constructor(
    readonly reason: RenderFallbackReason,
    message: string,
  ) {
    super(message);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderFallback('load_timeout', `${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Collects React's streamed output (the whole page is kept: it is compressed and may be cached). */
export function collect(onDone: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      onDone(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
}

/** How long one file of a remote's Node build may take to arrive before that load fails (and the page degrades). */
const FETCH_TIMEOUT_MS = 5000;

/**
 * The federation runtime fetches remote containers and chunks and runs what comes back: an error page (404, a 503
 * during a deploy) must fail the load, not be run as JavaScript, and a server that never answers must not hold a
 * render (or a shutdown) forever.
 */
export function checkedFetches(): void {
  registerPlugins([
    {
      name: 'shell-checked-fetch',
      async fetch(url: string, init: RequestInit) {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (!res.ok) throw new Error(`${res.status} ${res.statusText} for ${url}`);
        return res;
      },
    },
  ]);
}
