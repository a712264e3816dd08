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
import { type CompressedCopies, type ContentCoding, negotiateCoding } from './compressed-copies';

/**
 * A read answer as it stands now (its bytes and their compressed copies), or undefined when it must be read through
 * the app again.
 */
export type HotReadPeek = () => CompressedCopies | undefined;

/**
 * writeHead headers as a flat [name, value, …] list, per coding (`identity`: plain), with the body they were built
 * for: a compressed copy is replaced by a better one once made, and its Content-Length with it.
 */
type FlatHeaders = Partial<Record<ContentCoding | 'identity', { body: Buffer; headers: string[] }>>;

interface HotRoute {
  peek: HotReadPeek;
  /** The headers the full pipeline sends on this route (security headers, CORS vary, cache-control, type). */
  headers: OutgoingHttpHeaders | null;
  /** writeHead headers for the last answer served, per coding: rebuilt only when the answer changes. */
  last: { answer: CompressedCopies; headers: FlatHeaders } | null;
  /** This URL's access-log line, formatted once (answers from memory take no measurable time: 0 ms). */
  accessLine: AccessLine | null;
  /** The URL without its query: the route's template, as metrics label it. */
  path: string;
}

/** Set per response, or meaningless to replay from another one (the coding is chosen per request, below). */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'set-cookie',
  'content-encoding',
]);

/**
 * Issue 20: the hottest reads (catalogue, available slots) answered from memory before the framework sees the
 * request — the physical limit of a node:http server, with the same bytes and headers as the full pipeline.
 *
 * Only a plain GET of an exact registered URL with no Origin header (a same-origin page, a crawler, the SSR
 * renderer) whose answer is in memory and still true (peek) takes this path; anything else — a cross-origin request
 * that needs CORS, a cache miss, a query string variant — goes through Nest as before, which also refills the cache.
 * The headers are the full pipeline's own, recorded from the first request through it (`record`), never retyped.
 * The body is in the coding @fastify/compress would choose for the request (issue 31), from copies made once per
 * answer (CompressedCopies), with the plugin's Content-Encoding and Vary and the copy's own Content-Length.
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
      if (PER_RESPONSE.has(name.toLowerCase()) || value === undefined) continue;
      const header = value as string | string[] | number;
      if (name.toLowerCase() !== 'vary') {
        kept[name] = header;
        continue;
      }
      // Vary as it stands before compression: accept-encoding is added back per answer, as @fastify/compress does.
      const others = [header]
        .flat()
        .join(',')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '' && v.toLowerCase() !== 'accept-encoding');
      if (others.length > 0) kept[name] = others.join(', ');
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
    const answer = route.peek();
    if (!answer) return false;
    // The coding @fastify/compress would choose for this request, and its copy made once for this answer.
    const coding =
      answer.compressible && req.headers['x-no-compression'] === undefined
        ? negotiateCoding(req.headers['accept-encoding'])
        : null;
    const body = coding ? answer.copy(coding) : answer.bytes;
    if (route.last?.answer !== answer) route.last = { answer, headers: {} };
    let built = route.last.headers[coding ?? 'identity'];
    if (built?.body !== body) {
      built = { body, headers: flatHeaders(route.headers, coding, body.length) };
      route.last.headers[coding ?? 'identity'] = built;
    }
    res.writeHead(200, built.headers);
    res.end(body);
    logRequest(route, req);
    this.onServed?.(route.path);
    return true;
  }
}

/** The recorded headers for a body in `coding`, with its length; Vary gains accept-encoding as the plugin's does. */
function flatHeaders(recorded: OutgoingHttpHeaders, coding: ContentCoding | null, length: number): string[] {
  const flat: string[] = [];
  let vary: string | undefined;
  for (const [name, value] of Object.entries(recorded)) {
    if (coding && name.toLowerCase() === 'vary') vary = String(value);
    else for (const v of Array.isArray(value) ? value : [value]) flat.push(name, String(v));
  }
  if (coding) flat.push('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding', 'content-encoding', coding);
  flat.push('content-length', String(length));
  return flat;
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
