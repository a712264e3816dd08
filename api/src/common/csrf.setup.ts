import { type ApiErrorBody, ErrorCode } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.schema';
import { toErrorBody } from './api-exception.filter';
import { DomainError } from './domain-error';
import { isOwnOrigin, ownOrigins } from './own-origin';

/** Methods that change data. GET/HEAD/OPTIONS never do, so they are never refused here. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Does the request carry a body? A body-less POST (an action such as "cancel", sign-out) sends no Content-Length or
 * `Content-Length: 0` and nothing else: that is not a form post and stays allowed.
 */
export function hasBody(headers: FastifyRequest['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/** `application/json`, with or without parameters (`; charset=utf-8`). Nothing else: no form, no text/plain. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

export type CsrfVerdict = { ok: true } | ({ ok: false } & ApiErrorBody);

const refuse = (code: ErrorCode): CsrfVerdict => ({ ok: false, ...toErrorBody(new DomainError(code)) });

/**
 * The two browser-facing rules every state-changing /api request obeys, before any handler, guard or rate limit
 * runs:
 * - it comes from one of the site's own pages (Origin / Sec-Fetch-Site; common/own-origin.ts), and
 * - its body, if any, is JSON. An HTML form can only send urlencoded, multipart or text/plain bodies, and a
 *   cross-origin fetch() can send those without a CORS preflight; JSON needs a preflight, which CORS refuses.
 * The admin's CSRF token (modules/auth) is the third rule, checked by the AdminGuard where the session is known.
 */
export function csrfVerdict(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  own: ReadonlySet<string>,
): CsrfVerdict {
  if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return { ok: true };
  if (!isOwnOrigin(request.headers, own)) return refuse(ErrorCode.CROSS_SITE_REQUEST);
  if (hasBody(request.headers) && !isJsonContentType(request.headers['content-type'])) {
    return refuse(ErrorCode.JSON_BODY_REQUIRED);
  }
  return { ok: true };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Registers the check as a fastify onRequest hook (before body parsing, Nest guards and the throttler, so a refused
 * request neither reaches a handler nor spends anyone's rate-limit budget), and leaves JSON as the only body parser:
 * Nest's urlencoded parser is never registered (bodyParser: false in app.factory) and fastify's built-in text/plain
 * parser is removed, so even a route outside /api cannot be handed a form.
 */
export function applyCsrfProtection(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): void {
  const own = ownOrigins(config);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  // rawBody comes from the Nest application options: the Square webhook signature is computed over those bytes.
  app.useBodyParser('application/json');
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const verdict = csrfVerdict(request, own);
    if (verdict.ok) return done();
    void reply
      .status(verdict.statusCode)
      .header('cache-control', 'no-store')
      .send({ statusCode: verdict.statusCode, code: verdict.code, message: verdict.message });
  });
}
