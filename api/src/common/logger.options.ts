import type { IncomingMessage } from 'node:http';
import { loggableUrl } from '@app/contracts';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.schema';
import { tracing, type TracingHooks } from '../observability/tracing-hooks';
import { stdoutLogDestination } from './log-destination';

/** Nest middleware runs under middie, which trims the mount path from req.url; originalUrl keeps it. */
function fullUrl(request: IncomingMessage): string {
  return (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '';
}

/**
 * One JSON line per request and per log call (pino). Headers stay out of request lines: they carry credentials;
 * bodies stay out too (card fields, passwords), and query-string tokens are redacted.
 */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: [
      {
        level: config.logLevel,
        serializers: {
          req: (request: { id: unknown; method: string; url: string }) => ({
            id: request.id,
            method: request.method,
            url: loggableUrl(request.url),
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
        // Orchestrator health probes would drown everything else.
        autoLogging: { ignore: (request) => fullUrl(request).startsWith('/api/health') },
        // Tracing on: every line of a request carries its trace id (the option is absent when off: no cost).
        ...(tracing.hooks ? { customProps: traceIdProps(tracing.hooks) } : {}),
      },
      // Asynchronous, batched writes: a request never waits on stdout (a slow pipe or collector would otherwise stall
      // the event loop at every line), and a line costs ~0.5 µs under load (log-destination.ts, issue 20); what is
      // left is written synchronously when the process exits.
      stdoutLogDestination(),
    ],
  };
}

/** The request's trace id, read once (at its start, inside its server span) and kept on the request. */
function traceIdProps(hooks: TracingHooks) {
  return (request: IncomingMessage): { traceId?: string } => {
    const traced = request as IncomingMessage & { traceId?: string };
    traced.traceId ??= hooks.traceId();
    return traced.traceId ? { traceId: traced.traceId } : {};
  };
}
