import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { applyHttpSecurity } from './common/http-security.setup';
import { setupSwagger } from './common/swagger.setup';
import { loadAppConfig } from './config/app-config.schema';
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
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    // Fastify's own logger stays off: nestjs-pino logs the requests.
    new FastifyAdapter({ logger: false }),
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  await applyHttpSecurity(app, config);
  setupSwagger(app);
  await registerStaticSite(app, config);
  return app;
}
