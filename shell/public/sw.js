/*
 * Service worker of the shell: just enough for the site to install on a phone and open without a network.
 *
 * Conservative on purpose:
 * - page loads are network-first; the cached app shell (/index.html, the client-rendered page: a server-rendered
 *   page holds one route's markup and would not hydrate as another) is only the offline fallback, so a deploy
 *   is visible on the next load;
 * - content-hashed files (main.3f9a1c2b.js, remote chunks under /mfe/) never change, so they are cache-first;
 * - everything else goes straight to the network untouched: /api (live data, payments), /ws (chat),
 *   /remotes.json, mf-manifest.json and remoteEntry.js (they name the current deploy of each remote).
 */
const VERSION = 'v2';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const SHELL_URL = '/index.html';
const PRECACHE = [SHELL_URL, '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
/** Old hashed files pile up across deploys; keep the newest this many. */
const MAX_ASSETS = 300;

const NEVER = [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/remotes\.json$/];
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|ttf|png|jpe?g|svg|webp|ico)$/i;

/** What to do with a request: 'network' (not ours to touch), 'shell' (a page load) or 'asset' (hashed file). */
function strategyFor(request) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return 'network';
  if (NEVER.some((re) => re.test(url.pathname))) return 'network';
  // A remote's own standalone page (/mfe/<name>/index.html) is not the shell and must not replace it.
  if (request.mode === 'navigate') return url.pathname.startsWith('/mfe/') ? 'network' : 'shell';
  if (HASHED.test(url.pathname)) return 'asset';
  return 'network';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== SHELL_CACHE && k !== ASSET_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

async function fromNetworkElseShell(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      // Online: keep the offline shell as fresh as the deploy that just answered (it names the current scripts).
      caches
        .open(SHELL_CACHE)
        .then((cache) => cache.add(SHELL_URL))
        .catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((k) => cache.delete(k)));
}

async function fromCacheElseNetwork(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    trim(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'shell') event.respondWith(fromNetworkElseShell(event.request));
  else if (strategy === 'asset') event.respondWith(fromCacheElseNetwork(event.request));
  // 'network': no respondWith, the browser fetches as if there were no worker.
});
