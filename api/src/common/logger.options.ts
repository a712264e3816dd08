import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino from 'pino';
import type { AppConfig } from '../config/app-config.schema';

/** Nest middleware runs under middie, which trims the mount path from req.url; originalUrl keeps it. */
function fullUrl(request: IncomingMessage): string {
  return (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '';
}

/** Query parameters that carry a credential (the chat token of GET /api/chat-sessions/:id?token=). */
const SECRET_QUERY = /([?&](?:token|sourceId)=)[^&#]*/gi;

/** The request URL as logged: secrets in the query string are replaced, the rest is kept for debugging. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
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
      },
      // Asynchronous writes: a request never waits on stdout (a slow pipe or collector would otherwise stall the event
      // loop at every line, issue 20); lines still go out as soon as the previous write finishes, and pino flushes
      // what is left synchronously when the process exits.
      pino.destination({ dest: 1, sync: false }),
    ],
  };
}
