import { basename, extname } from 'node:path';

/**
 * Path prefixes the single-origin server never answers with the shell: the API, remote files, the chat socket, and
 * /metrics (a 404 here: Prometheus' text is only on METRICS_PORT, and a scraper aimed at this port by mistake must
 * not read a page as a success).
 */
const RESERVED_PREFIXES = ['/api', '/mfe', '/ws', '/metrics'];

function pathOnly(url: string): string {
  return url.split(/[?#]/)[0] || '/';
}

export function isReservedPath(url: string): boolean {
  const path = pathOnly(url);
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A page of the shell (`/lunar-light`, `/checkout?amount=25`, `/does-not-exist`): not reserved and without a file
 * extension. The shell's renderer answers it (200, or 404 with the shell's 404 page); without a built renderer it
 * gets index.html and the browser renders it.
 */
export function isSpaRoute(url: string): boolean {
  const path = pathOnly(url);
  return !isReservedPath(path) && extname(path) === '';
}

/** Bundler content hashes: `main.3f9a1c2b.js`, `chunk-8e1f0a9d4c.css`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Content-hashed files never change, so browsers may keep them a year. Everything else (index.html,
 * mf-manifest.json, remoteEntry.js) must be revalidated, or a deploy would leave users on a stale shell.
 */
export function cacheControlFor(filePath: string): string {
  // A precompressed twin (`main.3f9a1c2b.js.br`) is cached like the file it stands for.
  const served = basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A build file browsers may fetch (issue 28): not a source map (it would publish the sources, comments included),
 * and nothing under `server/` — the Node builds the server renderer runs (the shell's render.js, each remote's
 * server container), which no browser needs. `path` is relative to a dist folder ('/server/remoteEntry.js').
 */
export function isPublicBuildFile(path: string): boolean {
  return !/^\/*server\//i.test(path) && !/\.map(?:\.(?:br|gz))?$/i.test(path);
}

/** `/<release-id>/<file>` under a remote's releases folder: a published release's public file (issue 30). */
const RELEASE_FILE = /^\/*([0-9a-f]{12})(\/.+)$/;

export function isReleaseFile(path: string): boolean {
  const match = RELEASE_FILE.exec(path);
  return match !== null && isPublicBuildFile(match[2]);
}
