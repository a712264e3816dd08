import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.schema';
import { contentSecurityPolicyDirectives, originsOf } from '@app/contracts/federation';

/** Paths any origin may read without credentials: federated remote files and the remote list itself. */
function isPublicAsset(url: string): boolean {
  return url.startsWith('/mfe/') || url.split('?')[0] === '/remotes.json';
}

/** Security headers on every response (API, static files, SPA pages) and CORS for the dev servers' origins. */
export async function applyHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // helmet's middleware built once: @fastify/helmet built a new one (parsing the CSP again) for every request, a
  // measurable share of each answer's CPU under load (issue 20). Same headers, set on the raw response.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(originsOf(Object.values(config.remoteUrls))),
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  app.enableCors({
    delegator: (request, callback) => {
      if (isPublicAsset(request.url)) return callback(null, { origin: '*' });
      callback(null, { origin: config.corsOrigins, credentials: true });
    },
  });
}
