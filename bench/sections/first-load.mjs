// First-load JavaScript of a page in Chromium: every JS response until the network is idle, gzip-counted, plus the
// shared libraries that more than one container actually loaded (window.__FEDERATION__.__SHARE__).
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/browser.mjs';
import { kb } from '../lib/stats.mjs';

export const FIRST_LOAD_BUDGET_KB = 250;
const PAGES = [
  { path: '/', heading: 'Professional Life Coaching Services' },
  { path: '/lunar-light', heading: 'Lunar Light' },
];

const isJs = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/** Which deployable a file belongs to: `shell` or the remote's container name. */
const ownerOf = (url) => new URL(url).pathname.match(/^\/mfe\/([^/]+)\//)?.[1] ?? 'shell';

async function measurePage(browser, base, { path, heading }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!isJs(response)) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes().catch(() => ({ responseBodySize: body.length }));
        return { url: response.url(), raw: body.length, gzip: gzipSync(body).length, transferred: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  const duplicates = await sharedLoadedMoreThanOnce(page);
  await context.close();

  const byOwner = {};
  for (const f of files) {
    const owner = ownerOf(f.url);
    byOwner[owner] ??= { files: 0, gzipKb: 0 };
    byOwner[owner].files += 1;
    byOwner[owner].gzipKb += f.gzip / 1024;
  }
  for (const o of Object.values(byOwner)) o.gzipKb = Number(o.gzipKb.toFixed(1));
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  const largest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 8).map((f) => ({ file: new URL(f.url).pathname, gzipKb: kb(f.gzip) }));
  return {
    path,
    jsFiles: files.length,
    gzipKb: kb(sum('gzip')),
    rawKb: kb(sum('raw')),
    transferredKb: kb(sum('transferred')),
    byOwner,
    largest,
    files: files.map((f) => ({ file: new URL(f.url).pathname, gzip: f.gzip })),
    sharedLoadedMoreThanOnce: duplicates,
  };
}

/** For every shared package: the distinct `version@container` providers that were loaded; more than one is a copy too many. */
function sharedLoadedMoreThanOnce(page) {
  return page.evaluate(() => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    const loaded = {};
    for (const scopes of Object.values(share)) {
      for (const [lib, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          (loaded[lib] ??= new Set()).add(`${version}@${entry.from}`);
        }
      }
    }
    return Object.entries(loaded)
      .filter(([, providers]) => providers.size > 1)
      .map(([lib, providers]) => `${lib} (${[...providers].join(', ')})`);
  });
}

export async function runFirstLoad({ base }) {
  const browser = await launchChromium();
  try {
    const pages = [];
    for (const p of PAGES) pages.push(await measurePage(browser, base, p));
    return { budgetKb: FIRST_LOAD_BUDGET_KB, pages };
  } finally {
    await browser.close();
  }
}

export function firstLoadRows(result) {
  return result.pages.flatMap((p) => [
    {
      name: `first-load JS ${p.path} (gzip, ${p.jsFiles} files)`,
      value: `${p.gzipKb} KB (raw ${p.rawKb} KB, on the wire ${p.transferredKb} KB)`,
      budget: `<= ${result.budgetKb} KB`,
      ok: p.gzipKb <= result.budgetKb,
    },
    {
      name: `shared libs loaded more than once ${p.path}`,
      value: p.sharedLoadedMoreThanOnce.length ? p.sharedLoadedMoreThanOnce.join('; ') : 'none',
      budget: 'none',
      ok: p.sharedLoadedMoreThanOnce.length === 0,
    },
  ]);
}
