import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tracing } from './tracing-hooks';

/**
 * Tracing on: each request's server span takes its route's name (`POST /api/manage/:token`, the template, so no
 * token reaches a trace), which the HTTP instrumentation cannot know. Tracing off: no hook is registered at all.
 */
export function nameTracedRoutes(app: NestFastifyApplication): void {
  const hooks = tracing.hooks;
  if (!hooks) return;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (route) hooks.nameServerSpan(request.method, route);
    });
}
