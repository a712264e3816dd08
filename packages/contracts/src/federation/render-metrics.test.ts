import { RENDER_FALLBACK_REASONS, type RenderFallbackReason } from './render-fallback';
import { RENDER_DURATION_METRIC, RENDER_FALLBACKS_METRIC, RenderFigures } from './render-metrics';

function figures() {
  const counts = new Map<RenderFallbackReason, number>();
  let timed = 0;
  const sut = new RenderFigures(
    { startTimer: () => () => timed++ },
    { inc: ({ reason }, value = 1) => counts.set(reason, (counts.get(reason) ?? 0) + value) },
  );
  return { sut, counts, timed: () => timed };
}

describe('render metrics', () => {
  it('keeps the names, labels and help texts the README documents and alerts query', () => {
    expect(RENDER_DURATION_METRIC).toEqual({
      name: 'app_render_duration_seconds',
      help: 'Time to answer a page with the server renderer: rendered, from the page cache, or fallen back',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5],
    });
    expect(RENDER_FALLBACKS_METRIC).toEqual({
      name: 'app_render_fallbacks_total',
      help: 'Pages sent client-rendered because the server render failed or ran out of time, by reason',
      labelNames: ['reason'],
    });
  });

  it('has every reason at 0 from the start, then counts fallbacks by reason', () => {
    const { sut, counts } = figures();
    expect([...counts.entries()]).toEqual(RENDER_FALLBACK_REASONS.map((reason) => [reason, 0]));
    sut.fallback('render_timeout');
    expect(counts.get('render_timeout')).toBe(1);
    expect(counts.get('error')).toBe(0);
  });

  it('times a page answer once it settles, failed or not', async () => {
    const { sut, timed } = figures();
    let answered!: () => void;
    const timing = sut.time(new Promise<void>((resolve) => (answered = resolve)));
    expect(timed()).toBe(0);
    answered();
    await timing;
    await expect(sut.time(Promise.reject(new Error('socket closed')))).rejects.toThrow('socket closed');
    expect(timed()).toBe(2);
  });
});
