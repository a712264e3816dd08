import { RENDER_FALLBACK_REASONS, type RenderFallbackReason } from './render-fallback';

/**
 * The server renderer's two metrics (issue 35), defined once for whichever process hosts the renderer: the API in
 * single-origin mode (api/src/modules/metrics), the shell server in compose (shell/server/metrics.ts). The names,
 * labels and help texts are what the README documents and alerts query: change them here or nowhere. Each host
 * passes these to its own prom-client (contracts do not depend on it) and hands the metrics to RenderFigures.
 */
export const RENDER_DURATION_METRIC = {
  name: 'app_render_duration_seconds',
  help: 'Time to answer a page with the server renderer: rendered, from the page cache, or fallen back',
  /** Seconds: a cached page, a warm render, one that runs into RENDER_TIMEOUT_MS (300 ms by default) and beyond. */
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5],
};

export const RENDER_FALLBACKS_METRIC = {
  name: 'app_render_fallbacks_total',
  help: 'Pages sent client-rendered because the server render failed or ran out of time, by reason',
  labelNames: ['reason'] as const,
};

/** What RenderFigures needs of prom-client's Histogram and Counter. */
interface RenderDurationHistogram {
  startTimer(): () => unknown;
}
interface RenderFallbackCounter {
  inc(labels: { reason: RenderFallbackReason }, value?: number): void;
}

/** How a host records the renderer's work into the two metrics above. */
export class RenderFigures {
  constructor(
    private readonly duration: RenderDurationHistogram,
    private readonly fallbacks: RenderFallbackCounter,
  ) {
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
