import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppMetrics } from './app-metrics';

/**
 * Counts and times every answer fastify sends (app_http_requests_total, app_http_request_duration_seconds), once,
 * after it is sent (onResponse: nothing here delays a response). The route is fastify's template
 * (`/api/manage/:token`), never the URL: ids and tokens stay out of the labels, and the series stay few. A request
 * no route matched (fastify's 404) is `unmatched`. reply.elapsedTime is fastify's own clock: no timer of ours.
 *
 * Registered in createApp before the static site's plugin, which takes the hooks that exist when it is registered.
 */
export function observeHttpRequests(app: NestFastifyApplication): void {
  const metrics = app.get(AppMetrics);
  if (!metrics.enabled) return;
  const http = metrics.http;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
      http.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
}
