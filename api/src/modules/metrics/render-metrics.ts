import { Counter, Histogram, type Registry } from 'prom-client';

/** Why a page went out client-rendered: few values, as an alert needs them (the message itself is in the log). */
const FALLBACK_REASONS = ['load_timeout', 'render_timeout', 'render_error', 'error'] as const;

/** Seconds: a cached page, a warm render, one that runs into RENDER_TIMEOUT_MS (300 ms by default) and beyond. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5];

/**
 * The reason class of the renderer's warning "Server render of <path> fell back to client rendering: <why>", or
 * null for any other warning. The words are shell/server/render.tsx's; the shell server's own metrics
 * (shell/server/metrics.ts, the compose deployment) read them alike: the API imports no frontend source.
 */
export function renderFallbackReason(warning: string): (typeof FALLBACK_REASONS)[number] | null {
  const why = /fell back to client rendering: (.*)$/s.exec(warning)?.[1];
  if (why === undefined) return null;
  if (/^Loading .* took longer than \d+ ms/.test(why)) return 'load_timeout';
  if (/^rendering took longer than \d+ ms/.test(why)) return 'render_timeout';
  if (why.startsWith('the page threw')) return 'render_error';
  // A remote that failed to load, or the shell that failed to render.
  return 'error';
}

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
    for (const reason of FALLBACK_REASONS) this.fallbacks.inc({ reason }, 0);
  }

  /** Times one page answer (a promise that settles when the response is written). */
  time(answer: Promise<void>): Promise<void> {
    const end = this.duration.startTimer();
    return answer.finally(() => end());
  }

  /** Counts the renderer's fallback warnings; other warnings pass unseen. */
  sawWarning(message: string): void {
    const reason = renderFallbackReason(message);
    if (reason) this.fallbacks.inc({ reason });
  }
}
