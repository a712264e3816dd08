import { RENDER_DURATION_METRIC, RENDER_FALLBACKS_METRIC, RenderFigures } from '@app/contracts';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The server renderer's figures when this process renders the pages (single-origin mode, static/page-renderer.ts):
 * the same app_render_* metrics the shell server exposes when it renders them instead, from the one definition
 * in contracts (federation/render-metrics.ts).
 */
export class RenderMetrics extends RenderFigures {
  constructor(registry: Registry) {
    super(
      new Histogram({ ...RENDER_DURATION_METRIC, registers: [registry] }),
      new Counter({ ...RENDER_FALLBACKS_METRIC, registers: [registry] }),
    );
  }
}
