/**
 * The shell server's Prometheus metrics (issue 35): how long pages take the renderer and how many fell back to the
 * client shell, plus Node's defaults, all prefixed `app_`, on a listener of its own (METRICS_PORT, METRICS_HOST) as
 * the API does: never on the site's port. Unset METRICS_PORT: nothing is collected and nothing listens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import {
  RENDER_DURATION_METRIC,
  RENDER_FALLBACKS_METRIC,
  RenderFigures,
  type RenderFallbackReason,
} from '@app/contracts';

/** METRICS_PORT/METRICS_HOST, checked like the API checks them; null when METRICS_PORT is unset (or blank). */
export function metricsAddress(env: Record<string, string | undefined>): { port: number; host: string } | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    throw new Error(`Invalid configuration: METRICS_PORT must be a whole number from 1 to 65535 (got "${raw}")`);
  return { port, host: env.METRICS_HOST?.trim() || '0.0.0.0' };
}

/** The renderer's app_render_* metrics (defined once, in contracts, for the API too) and Node's defaults. */
export class RenderMetrics extends RenderFigures {
  readonly registry: Registry;

  constructor(defaults = true) {
    const registry = new Registry();
    super(
      new Histogram({ ...RENDER_DURATION_METRIC, registers: [registry] }),
      new Counter({ ...RENDER_FALLBACKS_METRIC, registers: [registry] }),
    );
    this.registry = registry;
    if (defaults) collectDefaultMetrics({ register: this.registry, prefix: 'app_' });
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
