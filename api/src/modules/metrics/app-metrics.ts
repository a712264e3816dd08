import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { WebSocket } from 'ws';
import type { RateLimitName } from '../../common/rate-limit';
import { HttpSeries } from './http-series';
import { RenderMetrics } from './render-metrics';

/**
 * This application's metrics (issue 35): one registry per application, not prom-client's global one, so two
 * instances in one process (the tests' second replica) count apart.
 *
 * The HTTP hook, the chat gateway and the rate-limit guard only add to plain numbers, turned into the exposition
 * text when Prometheus scrapes (MetricsListener); page renders, milliseconds each, use prom-client's histogram. With
 * METRICS_PORT unset nothing is exposed, no default metrics are sampled, no HTTP hook is registered and chat sockets
 * are not tracked; what is left is an addition per rate-limit refusal and a timer per server-rendered page.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly http: HttpSeries;
  /** Pages this process server-renders (single-origin mode). */
  readonly render: RenderMetrics;
  private readonly ws = { open: 0, in: 0, out: 0 };
  private readonly refusals: Record<string, number>;

  /**
   * `rateLimits`: every bucket's name, so each has its series from the start (a rate() over a series that appears
   * with its first refusal misses that refusal). Given by the module: rate-limit.ts injects this class.
   */
  constructor(
    readonly enabled: boolean,
    rateLimits: readonly string[],
  ) {
    this.refusals = Object.fromEntries(rateLimits.map((name) => [name, 0]));
    // Process, heap, GC and event-loop delay (app_nodejs_eventloop_lag_p99_seconds among them: its p50/p90/p99 come
    // from perf_hooks.monitorEventLoopDelay, so no second monitor is needed).
    if (this.enabled) collectDefaultMetrics({ register: this.registry, prefix: 'app_' });
    this.http = new HttpSeries();
    this.render = new RenderMetrics(this.registry);
    const { ws, refusals } = this;
    new Gauge({
      name: 'app_ws_connections',
      help: 'Chat WebSocket connections open on this instance',
      registers: [this.registry],
      collect() {
        this.set(ws.open);
      },
    });
    new Counter({
      name: 'app_ws_messages_total',
      help: 'Chat WebSocket frames received from clients (in) and sent to them (out)',
      labelNames: ['direction'],
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ direction: 'in' }, ws.in);
        this.inc({ direction: 'out' }, ws.out);
      },
    });
    new Counter({
      name: 'app_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a named rate limit (common/rate-limit.ts), by its name',
      labelNames: ['bucket'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [bucket, count] of Object.entries(refusals)) this.inc({ bucket }, count);
      },
    });
  }

  /**
   * Counts a chat socket from its upgrade to its close, and its frames both ways. Every frame out goes through
   * `socket.send`, whichever part of the chat sends it (gateway, session feed, rate-limit errors), so that is where
   * it is counted.
   */
  trackSocket(socket: WebSocket): void {
    if (!this.enabled) return;
    const counts = this.ws;
    counts.open += 1;
    socket.once('close', () => (counts.open -= 1));
    socket.on('message', () => (counts.in += 1));
    const send = socket.send.bind(socket);
    socket.send = ((...args: Parameters<WebSocket['send']>) => {
      counts.out += 1;
      send(...args);
    }) as WebSocket['send'];
  }

  rateLimitRefused(bucket: RateLimitName): void {
    this.refusals[bucket] = (this.refusals[bucket] ?? 0) + 1;
  }
}
