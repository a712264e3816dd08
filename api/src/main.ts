// First: with an OTLP endpoint configured, tracing must start before the modules it instruments load.
import './observability/tracing-bootstrap';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ConfigService } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { buildOpenApiDocument } from './common/swagger.setup';
import type { AppConfigService } from './config/app-config.module';
import { ConfigValidationError } from './config/app-config.schema';
import { GracefulShutdown } from './lifecycle/graceful-shutdown';
import { tracing } from './observability/tracing-hooks';

/**
 * `main.js --write-openapi <file>`: writes the OpenAPI document and exits without listening (`npm run lint:openapi`).
 * The document is read from the live application, so it needs a database: always a private embedded PostgreSQL
 * (its own data folder and port), never DATABASE_URL or the dev server's, so it can run next to either.
 */
async function writeOpenApi(file: string): Promise<void> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    PG_DATA_DIR: process.env.OPENAPI_PG_DATA_DIR ?? resolve(__dirname, '..', '..', 'var', 'pg-openapi'),
    EMBEDDED_PG_PORT: process.env.OPENAPI_PG_PORT ?? '25398',
    NODE_ENV: 'development',
    SERVE_STATIC: 'false',
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: 'openapi-dump-only',
  };
  const app = await createApp({ env });
  try {
    await app.init();
    await mkdir(dirname(resolve(file)), { recursive: true });
    await writeFile(file, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
    console.log(`OpenAPI document written to ${file}`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const openApiFlag = process.argv.indexOf('--write-openapi');
  if (openApiFlag !== -1) {
    const file = process.argv[openApiFlag + 1];
    if (!file) throw new Error('--write-openapi needs a file name');
    return writeOpenApi(file);
  }
  const app = await createApp();
  const config: AppConfigService = app.get(ConfigService);
  const port = config.get('port', { infer: true });
  const host = config.get('host', { infer: true });
  await app.listen({ port, host });
  // SIGINT/SIGTERM: a bounded graceful stop (lifecycle/graceful-shutdown.ts) — refuse new requests for the proxy
  // to retry elsewhere, finish those in flight, then app.close(): chat sockets (1012), workers' claims, HTTP
  // server, the pool, then the embedded PostgreSQL if we started it. process.exit (rather than re-raising the
  // signal) fires 'exit', on which pino flushes its last lines.
  new GracefulShutdown(app.getHttpServer(), {
    // Then the spans still buffered go to the collector, before process.exit would drop them.
    close: async () => {
      await app.close();
      await tracing.hooks?.flush();
    },
    log: (message) => app.get(Logger).log(message, 'Shutdown'),
    exit: (code) => process.exit(code),
  }).install(['SIGINT', 'SIGTERM']);
  const traced = config.get('tracing', { infer: true });
  if (traced && tracing.hooks)
    app.get(Logger).log(`Tracing to ${traced.endpoint} as ${traced.serviceName}`, 'Bootstrap');
  app.get(Logger).log(`Listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`, 'Bootstrap');
}

main().catch((error: unknown) => {
  // One line for the operator. A failure inside Nest has already been logged with its stack by Nest itself.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigValidationError ? message : `API failed to start: ${message}`);
  process.exit(1);
});
