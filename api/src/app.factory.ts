import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { WsAdapter } from '@nestjs/platform-ws';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { HotReads } from './common/hot-reads';
import { registerHotReads } from './hot-reads.setup';
import { applyCsrfProtection } from './common/csrf.setup';
import { answerFrameworkError } from './common/framework-errors';
import { applyHttpSecurity } from './common/http-security.setup';
import { applyResponseCompression } from './common/response-compression.setup';
import { setupSwagger } from './common/swagger.setup';
import { loadAppConfig } from './config/app-config.schema';
import { chatMessageParser } from './modules/chat/chat-frame.parser';
import { observeHttpRequests } from './modules/metrics/http-metrics.setup';
import { nameTracedRoutes } from './observability/traced-routes.setup';
import { registerStaticSite } from './static/static-site.setup';

export interface CreateAppOptions {
  /** The environment to configure from; defaults to process.env. Tests pass their own instead of mutating it. */
  env?: Record<string, string | undefined>;
}

/**
 * Builds the whole HTTP application without listening, so main.ts and the integration tests share one setup.
 * Throws ConfigValidationError before anything starts when the environment is invalid.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = loadAppConfig(options.env ?? process.env);
  const hotReads = new HotReads();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    // Fastify's own logger stays off: nestjs-pino logs the requests.
    // trustProxy: behind a proxy, request.ip (rate limits) and request.protocol (Secure cookies) are the client's.
    // serverFactory: the hottest reads are answered from memory before fastify (HotReads, issue 20).
    // frameworkErrors: the router's refusals (a malformed URL) in the API's shape, not fastify's.
    new FastifyAdapter({
      logger: false,
      trustProxy: config.trustProxy,
      serverFactory: hotReads.serverFactory,
      frameworkErrors: answerFrameworkError,
    }),
    // rawBody: the Square webhook signature is computed over the exact bytes received.
    // bodyParser: false — JSON is the only body parser, registered by applyCsrfProtection (no urlencoded forms).
    { bufferLogs: true, abortOnError: false, rawBody: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // The chat socket at /ws shares the HTTP port; frames are `{type, ...}`, mapped to gateway events by the parser.
  app.useWebSocketAdapter(new WsAdapter(app, { messageParser: chatMessageParser }));
  observeHttpRequests(app);
  nameTracedRoutes(app);
  await applyHttpSecurity(app, config);
  // Before any route is registered: it decides per route (JSON API answers only).
  await applyResponseCompression(app);
  applyCsrfProtection(app, config);
  setupSwagger(app);
  await registerStaticSite(app, config);
  registerHotReads(app, hotReads);
  return app;
}
