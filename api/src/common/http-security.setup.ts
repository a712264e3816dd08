import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.schema';
import { contentSecurityPolicyDirectives, originsOf } from '@app/contracts/federation';

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
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) =>
      (isJsonApi(request.url) ? apiHeaders : pageHeaders)(request.raw, reply.raw, () => done()),
    );

  app.enableCors({
    delegator: (request, callback) => {
      if (isPublicAsset(request.url)) return callback(null, { origin: '*' });
      callback(null, { origin: config.corsOrigins, credentials: true });
    },
  });
}
