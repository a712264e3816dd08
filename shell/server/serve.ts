/**
 * The shell deployed alone (docker-compose's `shell` service): one Node process that serves the shell's browser
 * files, `/remotes.json`, server-rendered pages, and forwards `/api` and `/ws` to the API.
 *
 *   node shell/dist/server/serve.js       PORT (80), API_URL (http://api:3000)
 *     REMOTES_URL (unset)                 follow the release registry: the API's /remotes.json, read every second
 *     RELEASES_URL (http://releases:8081) where the releases' Node builds are reached (/mfe/<remote>/<release-id>/)
 *     REMOTES_FILE (/etc/shell/remotes.json) without REMOTES_URL: a fixed remotes.json, read at start
 *     METRICS_PORT (unset: none), METRICS_HOST (0.0.0.0): Prometheus, metrics.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { bucketCookie, bucketFromCookie, drawBucket, loggableUrl } from '@app/contracts';
import { renderMetricsFromEnv } from './metrics';
import { createRenderer } from './render';

import { canaryFor, followRemotes, parseFollowed, type FollowedRemotes } from './remotes-follower';
import { forwardHttp, forwardUpgrade } from './proxy';
import { securityHeaders } from './security-headers';
import { contentTypeOf, isHashed } from './static-files';

const port = Number(process.env.PORT ?? 80);
const remotesFile = process.env.REMOTES_FILE ?? '/etc/shell/remotes.json';
const api = new URL(process.env.API_URL ?? 'http://api:3000');
const distDir = path.join(__dirname, '..');
const metrics = renderMetricsFromEnv(process.env);

const remotesUrl = process.env.REMOTES_URL;
const releasesUrl = process.env.RELEASES_URL ?? 'http://releases:8081';

// What browsers get at /remotes.json and the pages' CSP: the registry's current answer, or the fixed file.
let remotes: FollowedRemotes = remotesUrl
  ? parseFollowed('{"remotes":[]}', releasesUrl)
  : parseFollowed(fs.readFileSync(remotesFile, 'utf8'), releasesUrl);
const renderer = createRenderer({
  remotes: remotes.server,
  origin: `http://127.0.0.1:${port}`,
  timeoutMs: Number(process.env.RENDER_TIMEOUT_MS ?? 300),
  // Its warnings quote the page's path, and /manage/<token> carries a credential (issue 28).
  log: { warn: (message) => console.warn(loggableUrl(message)) },
  onFallback: (reason) => metrics.fallback(reason),
});

function serveFile(file: string, res: http.ServerResponse, acceptEncoding: string) {
  const encodings: [string, string][] = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ];
  const [encoding, suffix] = encodings.find(
    ([name, ext]) => acceptEncoding.includes(name) && fs.existsSync(file + ext),
  ) ?? ['', ''];
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    'cache-control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  fs.createReadStream(file + suffix).pipe(res);
}

// Pages and files only: /api answers carry the API's own headers.
let withSecurityHeaders = securityHeaders(remotes.remotes);
const following = remotesUrl
  ? followRemotes({
      url: remotesUrl,
      releasesUrl,
      log: { warn: (message) => console.warn(message) },
      onChange: (next) => {
        const before = remotes;
        remotes = next;
        withSecurityHeaders = securityHeaders(next.remotes);
        if (JSON.stringify(next.server) !== JSON.stringify(before.server)) renderer.setRemotes(next.server);
        // A canary started, promoted or aborted: its render thread starts or ends (render.tsx, setCanaries).
        const servers = (followed: FollowedRemotes) => JSON.stringify(followed.canaries.map((c) => c.server));
        if (servers(next) !== servers(before)) renderer.setCanaries(next.canaries.map((c) => c.server));
        const canaries = next.canaries.map((c) => ` (buckets ${c.from}–${c.to}: a canary)`).join('');
        console.log(`Remotes: ${next.remotes.map((r) => `${r.name} ${r.entry}`).join(', ')}${canaries}`);
      },
    })
  : null;

function serveSite(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (url.pathname === '/remotes.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    return res.end(remotes.json);
  }
  const file = path.join(distDir, path.normalize(url.pathname));
  if (
    path.extname(url.pathname) !== '' &&
    file.startsWith(distDir + path.sep) &&
    !file.includes(`${path.sep}server${path.sep}`) &&
    // Source maps would publish the sources, comments included (issue 28).
    !file.endsWith('.map') &&
    fs.existsSync(file)
  ) {
    return serveFile(file, res, String(req.headers['accept-encoding'] ?? ''));
  }
  // While a remote has a canary, each visitor gets a bucket once; theirs decides their releases on every page, server
  // render and hydration alike (as the single-origin server, api/src/static/static-site.setup.ts).
  let bucket = bucketFromCookie(req.headers.cookie);
  if (bucket === null && remotes.canaries.length > 0) {
    bucket = drawBucket();
    res.setHeader('set-cookie', bucketCookie(bucket, req.headers['x-forwarded-proto'] === 'https'));
  }
  const canary = canaryFor(remotes, bucket);
  void metrics.time(
    renderer.render(
      {
        url: req.url ?? '/',
        cookie: req.headers.cookie,
        acceptEncoding: req.headers['accept-encoding'],
        ...(canary ? { remotes: { remotes: canary.remotes } } : {}),
      },
      res,
    ),
  );
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://shell.invalid');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return forwardHttp(req, res, api);
  withSecurityHeaders(req, res, () => serveSite(req, res, url));
});
server.on('upgrade', (req, socket, head) => {
  if ((req.url ?? '').startsWith('/ws')) forwardUpgrade(req, socket, head, api);
  else socket.destroy();
});
// Listening once the registry answered (or failed to, kept trying in the background): the first pages name releases.
void (following?.first ?? Promise.resolve()).then(() =>
  server.listen(port, () => {
    console.log(`Shell listening on ${port}; API at ${api.origin}${remotesUrl ? `; following ${remotesUrl}` : ''}`);
    // Following a registry with no release yet, there is nothing to warm: the first releases warm it.
    if (remotes.remotes.length > 0) void renderer.warm();
  }),
);
void metrics
  .listen()
  .then((address) => address && console.log(`Metrics on ${address.address}:${address.port}/metrics`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    following?.stop();
    void renderer.close();
    server.close(() => process.exit(0));
  });
