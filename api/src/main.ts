import { ConfigService } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import type { AppConfigService } from './config/app-config.module';
import { ConfigValidationError } from './config/app-config.schema';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  const app = await createApp();
  // SIGINT/SIGTERM close the app: HTTP server, then the pool, then the embedded PostgreSQL if we started it.
  // process.exit (rather than re-raising the signal) fires 'exit', on which pino flushes its last lines.
  app.enableShutdownHooks(['SIGINT', 'SIGTERM'], { useProcessExit: true });
  // A stop is bounded: a request that never finishes (a render waiting on a remote that does not answer) must not
  // keep a replica alive after SIGTERM.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s after ${signal}; exiting`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
    });
  }
  const config: AppConfigService = app.get(ConfigService);
  const port = config.get('port', { infer: true });
  const host = config.get('host', { infer: true });
  await app.listen({ port, host });
  app.get(Logger).log(`Listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`, 'Bootstrap');
}

main().catch((error: unknown) => {
  // One line for the operator. A failure inside Nest has already been logged with its stack by Nest itself.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigValidationError ? message : `API failed to start: ${message}`);
  process.exit(1);
});
