import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.schema';
import { FEDERATED_REMOTES } from '../config/federated-remotes.constants';
import { buildRemotesManifest } from './remotes-manifest.util';
import { cacheControlFor, isReservedPath, isSpaRoute } from './static-paths.util';
import { PageRendererHost } from './page-renderer';

/**
 * Single-origin mode: the built shell at `/`, each remote under `/mfe/<name>/`, `/remotes.json`, and the SPA
 * fallback. Plain Fastify routes rather than Nest controllers: they sit outside the `/api` prefix and need no DI.
 * Dist folders are looked up per request, so building a frontend while the server runs needs no restart.
 */
export async function registerStaticSite(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const remotes = buildRemotesManifest(config.remoteUrls);
  const manifest = JSON.stringify(remotes);

  // Served even without the static files: a shell hosted elsewhere (dev server, compose) may read it from here.
  fastify.get('/remotes.json', (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json').send(manifest);
  });

  if (!config.serveStatic) return;
  reportMissingBuilds(config.staticRoot);

  for (const { folder, name } of FEDERATED_REMOTES) {
    await fastify.register(fastifyStatic, {
      root: join(config.staticRoot, folder, 'dist'),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      // The builds write .br/.gz twins (web-kit PrecompressPlugin): served by Accept-Encoding, no CPU per request.
      preCompressed: true,
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // Another origin's shell (a dev server, a separate deploy) loads these chunks with <script>; CORS for its
        // fetch of the manifest is answered in http-security.setup.ts.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  // serve: false only adds reply.sendFile; the route below decides between a file and the shell's index.html.
  await fastify.register(fastifyStatic, {
    root: join(config.staticRoot, 'shell', 'dist'),
    serve: false,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    // A block, not an arrow returning the reply: a FastifyReply is thenable, and setHeaders must not return one.
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  const pages = new PageRendererHost(fastify, config, remotes);
  // Load and warm the renderer as soon as this server answers (it fetches the remotes' containers from itself),
  // so the first visitor gets a server-rendered page rather than the cold-start fallback.
  fastify.addHook('onListen', async () => {
    void pages.get();
  });
  fastify.get('/*', async (request, reply) => {
    if (isReservedPath(request.url)) return reply.callNotFound();
    if (!isSpaRoute(request.url)) return reply.sendFile((request.params as { '*': string })['*']);
    const renderer = await pages.get();
    if (!renderer) return reply.sendFile('index.html');
    // The renderer writes the whole response itself (status 200 or 404, its own encoding); fastify's security
    // headers are copied onto the raw response first.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    try {
      await renderer.render(
        { url: request.url, cookie: request.headers.cookie, acceptEncoding: request.headers['accept-encoding'] },
        reply.raw,
      );
    } catch (error) {
      request.log.error({ err: error }, 'Server render failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        reply.raw.end(readFileSync(join(config.staticRoot, 'shell', 'dist', 'index.html')));
      } else reply.raw.end();
    }
  });
}

function reportMissingBuilds(staticRoot: string): void {
  const folders = ['shell', ...FEDERATED_REMOTES.map((remote) => remote.folder)];
  const missing = folders.filter((folder) => !existsSync(join(staticRoot, folder, 'dist')));
  if (missing.length > 0) {
    new Logger('StaticSite').warn(`Not built yet under ${staticRoot}: ${missing.join(', ')} (run npm run build)`);
  }
}
