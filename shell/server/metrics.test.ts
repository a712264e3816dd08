/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RENDER_FALLBACK_REASONS } from '@app/contracts';
import { RenderMetrics, metricsAddress } from './metrics';

describe('render metrics', () => {
  it('listens only when METRICS_PORT is set, and refuses a port that is not one', () => {
    expect(metricsAddress({})).toBeNull();
    expect(metricsAddress({ METRICS_PORT: ' ', METRICS_HOST: '127.0.0.1' })).toBeNull();
    expect(metricsAddress({ METRICS_PORT: '9465' })).toEqual({ port: 9465, host: '0.0.0.0' });
    expect(metricsAddress({ METRICS_PORT: '9465', METRICS_HOST: '127.0.0.1' })).toEqual({
      port: 9465,
      host: '127.0.0.1',
    });
    for (const bad of ['metrics', '0', '65536', '94.65'])
      expect(() => metricsAddress({ METRICS_PORT: bad })).toThrow(
        `METRICS_PORT must be a whole number from 1 to 65535 (got "${bad}")`,
      );
  });

  describe('served over HTTP', () => {
    let server: Server;
    let base: string;
    const metrics = new RenderMetrics();

    beforeAll(async () => {
      server = await metrics.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('times each page answer and counts fallbacks by reason, with every reason present from the start', async () => {
      const before = await (await fetch(`${base}/metrics`)).text();
      for (const reason of RENDER_FALLBACK_REASONS)
        expect(before).toContain(`app_render_fallbacks_total{reason="${reason}"} 0`);

      await metrics.time(Promise.resolve());
      await metrics.time(Promise.resolve());
      metrics.fallback('render_timeout');

      const answer = await fetch(`${base}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toContain('app_render_duration_seconds_count 2');
      expect(text).toContain('app_render_fallbacks_total{reason="render_timeout"} 1');
      expect(text).toContain('app_render_fallbacks_total{reason="load_timeout"} 0');
      expect(text).toContain('app_nodejs_eventloop_lag_p99_seconds');
    });

    it('answers nothing but GET /metrics', async () => {
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    });
  });
});
