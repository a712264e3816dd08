import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import { tracing } from '../observability/tracing-hooks';
import { AccessLine } from './access-line';

/** The bytes of a read answer as they stand now, or undefined when they must be read through the app again. */
export type HotReadPeek = () => Buffer | undefined;

interface HotRoute {
  peek: HotReadPeek;
  /** The headers the full pipeline sends on this route (security headers, CORS vary, cache-control, type). */
  headers: OutgoingHttpHeaders | null;
  /** writeHead headers for the last bytes served, as a flat [name, value, …] list: rebuilt only when they change. */
  last: { bytes: Buffer; headers: string[] } | null;
  /** This URL's access-log line, formatted once (answers from memory take no measurable time: 0 ms). */
  accessLine: AccessLine | null;
  /** The URL without its query: the route's template, as metrics label it. */
  path: string;
}

/** Set per response, or meaningless to replay from another one. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie']);

/**
 * Issue 20: the hottest reads (catalogue, available slots) answered from memory before the framework sees the
 * request — the physical limit of a node:http server, with the same bytes and headers as the full pipeline.
 *
 * Only a plain GET of an exact registered URL with no Origin header (a same-origin page, a crawler, the SSR
 * renderer) whose answer is in memory and still true (peek) takes this path; anything else — a cross-origin request
 * that needs CORS, a cache miss, a query string variant — goes through Nest as before, which also refills the cache.
 * The headers are the full pipeline's own, recorded from the first request through it (`record`), never retyped.
 */
export class HotReads {
  private readonly routes = new Map<string, HotRoute>();
  /** Told of each answer from memory with its route's path (metrics count it as a request; fastify never sees it). */
  onServed: ((path: string) => void) | null = null;

  /** `url` exactly as requested, query string included ('/api/time-slots?brand=lunar'). */
  register(url: string, peek: HotReadPeek): void {
    this.routes.set(url, { peek, headers: null, last: null, accessLine: null, path: url.split('?')[0] });
  }

  /**
   * Called as the full pipeline answers a request (fastify onSend): the first plain 200 of a registered URL leaves
   * its headers here, and from then on that URL can be served from memory.
   */
  record(
    method: string,
    url: string,
    origin: string | undefined,
    statusCode: number,
    headers: Record<string, unknown>,
  ) {
    if (method !== 'GET' || origin !== undefined || statusCode !== 200) return;
    const route = this.routes.get(url);
    if (!route || route.headers) return;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!PER_RESPONSE.has(name.toLowerCase()) && value !== undefined)
        kept[name] = value as string | string[] | number;
    }
    route.headers = kept;
  }

  /** For FastifyAdapter's `serverFactory`: this check first, then fastify. */
  serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void): Server =>
    createServer((req, res) => {
      if (!this.serve(req, res)) handler(req, res);
    });

  private serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.headers.origin !== undefined) return false;
    const route = this.routes.get(req.url ?? '');
    if (!route?.headers) return false;
    const bytes = route.peek();
    if (!bytes) return false;
    if (route.last?.bytes !== bytes) {
      const flat = Object.entries(route.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).flatMap((v) => [name, String(v)]),
      );
      route.last = { bytes, headers: [...flat, 'content-length', String(bytes.length)] };
    }
    res.writeHead(200, route.last.headers);
    res.end(bytes);
    logRequest(route, req);
    this.onServed?.(route.path);
    return true;
  }
}

/**
 * The request line pino-http would have written (same fields), so the access log stays complete. The answer was
 * written synchronously from memory, in far less than a millisecond: its response time is 0, as pino-http rounds.
 */
function logRequest(route: HotRoute, req: IncomingMessage): void {
  const root = PinoLogger.root;
  if (!root?.isLevelEnabled('info')) return;
  route.accessLine ??= new AccessLine(
    root,
    { req: { method: req.method, url: req.url }, res: { statusCode: 200 }, responseTime: 0 },
    'request completed',
  );
  route.accessLine.write(tracing.hooks?.traceId());
}
