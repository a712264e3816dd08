import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config.schema';
import { ErrorCode } from '@app/contracts';
import { contentSecurityPolicyDirectives, originsOf, PERMISSIONS_POLICY } from '@app/contracts/federation';
import { toErrorBody } from './api-exception.filter';
import { DomainError } from './domain-error';
import { bracketedQueryKey, nulBodyField, nulQueryKey } from './request-shape';

/** Paths any origin may read without credentials: federated remote files and the remote list itself. */
function isPublicAsset(url: string): boolean {
  return url.startsWith('/mfe/') || url.split('?')[0] === '/remotes.json';
}

/** The JSON API: everything under /api/ except Swagger UI's page and its files (/api/docs, /api/docs/…). */
export function isJsonApi(url: string): boolean {
  return url.startsWith('/api/') && !/^\/api\/docs(?:[/?]|$)/.test(url);
}

/**
 * Security headers on every response and CORS for the dev servers' origins.
 *
 * Pages and static files get helmet's full set with the site's CSP. JSON answers get the headers that protect a JSON
 * response (OWASP REST Security Cheat Sheet): a CSP that allows nothing and no framing, X-Frame-Options DENY,
 * nosniff, CORP same-origin, HSTS. The document-only headers (COOP, Origin-Agent-Cluster, Referrer-Policy, DNS
 * prefetch, X-XSS-Protection, …) do nothing for JSON; dropping them takes ~900 bytes off every API answer, which on
 * the hot reads is a measurable share of the whole exchange, for server and client alike (issue 20).
 */
export async function applyHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // Both middlewares built once: @fastify/helmet built a new one (parsing the CSP again) for every request, a
  // measurable share of each answer's CPU under load (issue 20). Same headers, set on the raw response.
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(originsOf(Object.values(config.remoteUrls))),
    },
  });
  const apiHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isJsonApi(request.url)) return apiHeaders(request.raw, reply.raw, () => done());
    // Helmet has no Permissions-Policy: the pages' one comes from the federation contract, as their CSP does.
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    pageHeaders(request.raw, reply.raw, () => done());
  });
  // After the headers above, so the refusal carries them.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isJsonApi(request.url)) return done();
    const bracketed = bracketedQueryKey(request.url);
    if (bracketed !== null)
      return refuse(reply, bracketed, `Query parameters take one plain value: ${bracketed} is not one`);
    const nul = nulQueryKey(request.url);
    if (nul !== null) return refuse(reply, nul, `${nul} cannot contain a NUL character`);
    done();
  });
  // Parsed bodies too: no text column or JSON value in PostgreSQL can hold a NUL, so it is refused here, by name.
  fastify.addHook('preValidation', (request, reply, done) => {
    const field = isJsonApi(request.url) ? nulBodyField(request.body) : null;
    if (field === null) return done();
    refuse(reply, field, `${field} cannot contain a NUL character`);
  });

  app.enableCors({
    delegator: (request, callback) => {
      if (isPublicAsset(request.url)) return callback(null, { origin: '*' });
      callback(null, { origin: config.corsOrigins, credentials: true });
    },
  });
}

function refuse(reply: FastifyReply, field: string, message: string): void {
  const body = toErrorBody(new DomainError(ErrorCode.VALIDATION_FAILED, { message, field }));
  void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
}
