import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { bucketCookie, bucketFromCookie, drawBucket } from '@app/contracts';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.schema';
import { FEDERATED_REMOTES } from '../config/federated-remotes.constants';
import { AppMetrics } from '../modules/metrics/app-metrics';
import { LiveReleases } from '../modules/releases/live-releases.service';
import { cacheControlFor, isPublicBuildFile, isReservedPath, isReleaseFile, isSpaRoute } from './static-paths.util';
import { PageRendererHost } from './page-renderer';

/** `/mfe/<name>/<path>` where the path does not start with a release id (12 hex digits). */
const UNVERSIONED = /^\/mfe\/(mfe_[a-z_]+)\/(?![0-9a-f]{12}\/)([^?#]*(?:[?#].*)?)$/;

/**
 * Single-origin mode: the built shell at `/`, each remote's releases under `/mfe/<name>/<release-id>/`,
 * `/remotes.json` (what the release registry says is live), and the SPA fallback. Plain Fastify routes rather than
 * Nest controllers: they sit outside the `/api` prefix.
 */
export async function registerStaticSite(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const live = app.get(LiveReleases);

  // Served even without the static files: a shell hosted elsewhere (dev server, compose) may read it from here.
  // `?canaries=1` (the shell deployed alone, shell/server/remotes-follower.ts) adds the canaries' release sets and
  // the buckets each one serves, so that shell renders canary visitors from their releases too.
  fastify.get('/remotes.json', (request, reply) => {
    const withCanaries = (request.query as { canaries?: string }).canaries === '1';
    reply
      .header('cache-control', 'no-cache')
      .type('application/json')
      .send(
        JSON.stringify(
          withCanaries ? { ...live.remotesFor(null), canaries: live.canaryBuckets() } : live.remotesFor(null),
        ),
      );
  });

  if (!config.serveStatic) return;
  reportMissingBuilds(config.staticRoot);

  // The remotes' Node builds are for this process's server renderer only: served under a path made of a secret drawn
  // at start, which only the renderer is told (PageRendererHost); the public /mfe/<name>/ refuses server/ and maps.
  const serverBuilds = `/mfe/_server/${randomBytes(18).toString('base64url')}/`;
  for (const { name } of FEDERATED_REMOTES) {
    // Every release ever kept, each in its own folder that never changes (issue 30): a page opened on an earlier
    // release keeps loading its chunks after a deploy, and every file may be cached for a year.
    await fastify.register(fastifyStatic, {
      root: join(config.releasesDir, name),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      allowedPath: isReleaseFile,
      // The builds write .br/.gz twins (web-kit PrecompressPlugin): served by Accept-Encoding, no CPU per request.
      preCompressed: true,
      suppressWarning: true,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        // Another origin's shell (a dev server, a separate deploy) loads these chunks with <script>; CORS for its
        // fetch of the manifest is answered in http-security.setup.ts.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    // The same releases, server/ included, laid out as the renderer expects (the manifest beside server/).
    await fastify.register(fastifyStatic, {
      root: join(config.releasesDir, name),
      prefix: `${serverBuilds}${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      allowedPath: (path) => !/\.map$/i.test(path),
      suppressWarning: true,
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-store');
      },
    });
  }

  // A remote's unversioned address (a bookmarked standalone page /mfe/<name>/index.html, an older REMOTE_<NAME>_URL
  // naming /mfe/<name>/mf-manifest.json) is sent to the same file of the live release; the redirect is never cached.
  fastify.addHook('onRequest', async (request, reply) => {
    const match = UNVERSIONED.exec(request.url);
    if (!match || !isPublicBuildFile(`/${match[2]}`)) return;
    const entry = live.remotesFor(null).remotes.find((remote) => remote.name === match[1])?.entry;
    if (!entry?.startsWith(`/mfe/${match[1]}/`)) return;
    const base = entry.replace(/mf-manifest\.json$/, '');
    // A file the live release lacks stays a plain 404 here, rather than a redirect to one.
    const file = match[2].split(/[?#]/)[0];
    if (file.includes('..')) return;
    if (!existsSync(join(config.releasesDir, base.slice('/mfe/'.length), file))) return;
    return reply.header('cache-control', 'no-cache').redirect(`${base}${match[2]}`, 302);
  });

  // serve: false only adds reply.sendFile; the route below decides between a file and the shell's index.html.
  await fastify.register(fastifyStatic, {
    root: join(config.staticRoot, 'shell', 'dist'),
    serve: false,
    // dist/server/ holds the renderer itself (loaded from disk below), and maps publish the sources: never sent.
    allowedPath: isPublicBuildFile,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    // A block, not an arrow returning the reply: a FastifyReply is thenable, and setHeaders must not return one.
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  const pages = new PageRendererHost(fastify, config, live, serverBuilds, app.get(AppMetrics).render);
  // Load and warm the renderer as soon as this server answers (it fetches the remotes' containers from itself),
  // so the first visitor gets a server-rendered page rather than the cold-start fallback.
  fastify.addHook('onListen', async () => {
    void pages.get();
  });
  // A canary's render thread ends with the server.
  fastify.addHook('onClose', () => pages.close());
  fastify.get('/*', async (request, reply) => {
    if (isReservedPath(request.url)) return reply.callNotFound();
    if (!isSpaRoute(request.url)) return reply.sendFile((request.params as { '*': string })['*']);
    // While a remote has a canary, each visitor gets a bucket once; theirs decides their releases on every page.
    let bucket = bucketFromCookie(request.headers.cookie);
    if (bucket === null && live.hasCanary()) {
      bucket = drawBucket();
      reply.header('set-cookie', bucketCookie(bucket, request.protocol === 'https'));
    }
    const own = live.remotesFor(bucket);
    const remotes = JSON.stringify(own) === JSON.stringify(live.remotesFor(null)) ? undefined : own;
    const renderer = await pages.get();
    if (!renderer) return reply.sendFile('index.html');
    // The renderer writes the whole response itself (status 200 or 404, its own encoding); fastify's security
    // headers are copied onto the raw response first.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    try {
      await renderer.render(
        {
          url: request.url,
          cookie: request.headers.cookie,
          acceptEncoding: request.headers['accept-encoding'],
          remotes,
        },
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
