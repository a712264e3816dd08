import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.schema';
import { contentSecurityPolicyDirectives, originsOf } from '@app/contracts/federation';

/** Paths any origin may read without credentials: federated remote files and the remote list itself. */
function isPublicAsset(url: string): boolean {
  return url.startsWith('/mfe/') || url.split('?')[0] === '/remotes.json';
}

/** Security headers on every response (API, static files, SPA pages) and CORS for the dev servers' origins. */
export async function applyHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(originsOf(Object.values(config.remoteUrls))),
    },
  });

  app.enableCors({
    delegator: (request, callback) => {
      if (isPublicAsset(request.url)) return callback(null, { origin: '*' });
      callback(null, { origin: config.corsOrigins, credentials: true });
    },
  });
}
