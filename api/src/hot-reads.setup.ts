import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HotReads } from './common/hot-reads';
import { PgListener } from './database/pg-listener.service';
import { AppMetrics } from './modules/metrics/app-metrics';
import { CatalogService } from './modules/catalog/catalog.service';
import { TimeSlotsService } from './modules/scheduling/time-slots.service';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The reads HotReads may answer from memory, the hook that records the full pipeline's headers for them, and the
 * hook that holds a successful write's answer until the change has reached every instance's caches (PgListener
 * caughtUp): a visitor who books and then reloads the slot list — on any replica — never sees the slot offered.
 */
export function registerHotReads(app: NestFastifyApplication, hot: HotReads): void {
  const listener = app.get(PgListener);
  const catalog = app.get(CatalogService);
  const slots = app.get(TimeSlotsService);
  hot.register('/api/services', () => catalog.peekActive()?.copies);
  hot.register('/api/psychic-services', () => catalog.peekPsychic()?.copies);
  hot.register('/api/time-slots', () => slots.peekAvailable('coaching')?.copies);
  hot.register('/api/time-slots?brand=coaching', () => slots.peekAvailable('coaching')?.copies);
  hot.register('/api/time-slots?brand=lunar', () => slots.peekAvailable('lunar')?.copies);
  // Requests like any other to metrics, under their route; untimed (issue 20 took the timing off this path): they
  // land in the first duration bucket with 0 added to the sum.
  const metrics = app.get(AppMetrics);
  if (metrics.enabled) hot.onServed = (path) => metrics.http.observe('GET', path, 200, 0);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply, payload) => {
      if (WRITES.has(request.method)) {
        if (reply.statusCode < 400 && request.url.startsWith('/api/')) await listener.caughtUp();
      } else {
        hot.record(request.method, request.url, request.headers.origin, reply.statusCode, reply.getHeaders());
      }
      return payload;
    });
}
