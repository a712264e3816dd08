/**
 * The shell server's Prometheus metrics (issue 35): how long pages take the renderer and how many fell back to the
 * client shell, plus Node's defaults, all prefixed `app_`, on a listener of its own (METRICS_PORT, METRICS_HOST) as
 * the API does: never on the site's port. Unset METRICS_PORT: nothing is collected and nothing listens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { RENDER_FALLBACK_REASONS, type RenderFallbackReason } from '@app/contracts';

/** Seconds: a cached page, a warm render, a render that runs into RENDER_TIMEOUT_MS (300 ms by default) and beyond. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5];

/** METRICS_PORT/METRICS_HOST, checked like the API checks them; null when METRICS_PORT is unset (or blank). */
export function metricsAddress(env: Record<string, string | undefined>): { port: number; host: string } | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    throw new Error(`Invalid configuration: METRICS_PORT must be a whole number from 1 to 65535 (got "${raw}")`);
  return { port, host: env.METRICS_HOST?.trim() || '0.0.0.0' };
}

export class RenderMetrics {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'app_render_duration_seconds',
    help: 'Time to answer a page with the server renderer: rendered, from the page cache, or fallen back',
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });
  private readonly fallbacks = new Counter({
    name: 'app_render_fallbacks_total',
    help: 'Pages sent client-rendered because the server render failed or ran out of time, by reason',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  constructor(defaults = true) {
    if (defaults) collectDefaultMetrics({ register: this.registry, prefix: 'app_' });
    // Every reason from the start: a rate() over a series that appears with its first fallback misses that one.
    for (const reason of RENDER_FALLBACK_REASONS) this.fallbacks.inc({ reason }, 0);
  }

  /** Times one page answer (a promise that settles when the response is written). */
  time(answer: Promise<void>): Promise<void> {
    const end = this.duration.startTimer();
    return answer.finally(() => end());
  }

  /** A page the renderer sent client-rendered (its onFallback). */
  fallback(reason: RenderFallbackReason): void {
    this.fallbacks.inc({ reason });
  }

  /** GET /metrics on its own listener; resolves once it listens. */
  async listen(where: { port: number; host: string }): Promise<http.Server> {
    const server = http.createServer((req, res) => {
      if ((req.url ?? '').split('?')[0] !== '/metrics' || req.method !== 'GET') {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Not found: metrics are at GET /metrics\n');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(where.port, where.host, () => resolve());
    });
    return server;
  }
}

/**
 * For serve.ts: the metrics when METRICS_PORT is set (listening once `listen` is called), else a stand-in that counts
 * nothing. A bad METRICS_PORT stops the server at start with one line, as the API does.
 */
export function renderMetricsFromEnv(env: Record<string, string | undefined>): {
  time(answer: Promise<void>): Promise<void>;
  fallback(reason: RenderFallbackReason): void;
  listen(): Promise<AddressInfo | null>;
} {
  let where: ReturnType<typeof metricsAddress>;
  try {
    where = metricsAddress(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (!where) return { time: (answer) => answer, fallback: () => undefined, listen: async () => null };
  const metrics = new RenderMetrics();
  const { port, host } = where;
  return {
    time: (answer) => metrics.time(answer),
    fallback: (reason) => metrics.fallback(reason),
    listen: async () => {
      try {
        return (await metrics.listen({ port, host })).address() as AddressInfo;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        console.error(`Metrics cannot listen on ${host}:${port} (METRICS_PORT): ${code}`);
        process.exit(1);
      }
    },
  };
}
