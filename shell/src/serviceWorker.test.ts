import fs from 'node:fs';
import path from 'node:path';

/** Loads public/sw.js against a fake worker scope and returns its fetch listener. */
function loadWorker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    location: { origin: 'https://site.test' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: jest.fn(),
    clients: { claim: jest.fn() },
  };
  const source = fs.readFileSync(path.join(__dirname, '../public/sw.js'), 'utf8');
  // The worker script runs as the browser would run it, with this test's fakes as its globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('self', 'caches', 'fetch', source)(scope, {}, jest.fn());
  return listeners;
}

function handled(url: string, init: { method?: string; mode?: string } = {}) {
  const respondWith = jest.fn();
  const fetchListener = loadWorker().fetch;
  fetchListener({ request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' }, respondWith });
  // respondWith gets a pending promise; only whether the worker took the request matters here.
  for (const [p] of respondWith.mock.calls) void (p as Promise<unknown>).catch(() => undefined);
  return respondWith.mock.calls.length > 0;
}

describe('shell service worker routing', () => {
  it.each([
    '/api/time-slots?brand=lunar',
    '/api/square-payment',
    '/ws',
    '/remotes.json',
    '/mfe/mfe_lunar/mf-manifest.json',
    '/mfe/mfe_lunar/remoteEntry.js',
    '/manifest.webmanifest',
  ])('leaves %s to the network', (p) => {
    expect(handled(`https://site.test${p}`)).toBe(false);
  });

  it('never touches writes or other origins', () => {
    expect(handled('https://site.test/main.3f9a1c2b.js', { method: 'POST' })).toBe(false);
    expect(handled('https://cdn.other.test/main.3f9a1c2b.js')).toBe(false);
  });

  it('serves content-hashed files of the shell and the remotes from its cache', () => {
    expect(handled('https://site.test/main.3f9a1c2b.js')).toBe(true);
    expect(handled('https://site.test/mfe/mfe_payments/2608.c2466b45.js')).toBe(true);
  });

  it('answers page loads (network first, app shell offline), but not a remote standalone page or /api', () => {
    expect(handled('https://site.test/lunar-light', { mode: 'navigate' })).toBe(true);
    expect(handled('https://site.test/mfe/mfe_payments/index.html', { mode: 'navigate' })).toBe(false);
    expect(handled('https://site.test/api/health', { mode: 'navigate' })).toBe(false);
  });
});
