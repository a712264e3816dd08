import { RENDER_FALLBACK_REASONS, type RenderFallbackReason } from '@app/contracts';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: a cached page, a warm render, one that runs into RENDER_TIMEOUT_MS (300 ms by default) and beyond. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5];

/**
 * The server renderer's figures when this process renders the pages (single-origin mode, static/page-renderer.ts):
 * the same app_render_* metrics the shell server exposes when it renders them instead.
 */
export class RenderMetrics {
  private readonly duration: Histogram;
  private readonly fallbacks: Counter<'reason'>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'app_render_duration_seconds',
      help: 'Time to answer a page with the server renderer: rendered, from the page cache, or fallen back',
      buckets: RENDER_BUCKETS,
      registers: [registry],
    });
    this.fallbacks = new Counter({
      name: 'app_render_fallbacks_total',
      help: 'Pages sent client-rendered because the server render failed or ran out of time, by reason',
      labelNames: ['reason'],
      registers: [registry],
    });
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
}
