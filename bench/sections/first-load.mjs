// First-load JavaScript of a page in Chromium: every JS response until the network is idle, gzip-counted; what each
// file carries (from its source map) and any module that arrives in two files on one page; plus the shared
// libraries that more than one container actually loaded (window.__FEDERATION__.__SHARE__).
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/browser.mjs';
import { bytesByModule, fetchSourceMap, packageOf } from '../lib/modules.mjs';
import { kb } from '../lib/stats.mjs';
import { waitForServerRender } from '../lib/ssr-ready.mjs';

/** Issue 31: 200 KB on each public page a visitor lands on (issue 14 had 250 KB on the first three). */
export const FIRST_LOAD_BUDGET_KB = 200;
export const PAGES = [
  { path: '/', heading: 'Professional Life Coaching Services' },
  { path: '/lunar-light', heading: 'Lunar Light' },
  { path: '/booking', heading: 'Book Your Coaching Session' },
  { path: '/lunar-booking', heading: 'Book Your Reading' },
  { path: '/subscriptions', heading: 'Monthly Coaching Plans' },
  { path: '/checkout', heading: 'Secure Checkout' },
];

const isJs = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/** Which deployable a file belongs to: `shell` or the remote's container name. */
const ownerOf = (url) => new URL(url).pathname.match(/^\/mfe\/([^/]+)\//)?.[1] ?? 'shell';

/** Counts the page's requests in flight (page.waitForLoadState('networkidle') resolves at once once reached). */
function trackRequests(page) {
  const state = { inFlight: 0, last: Date.now() };
  const change = (delta) => () => {
    state.inFlight += delta;
    state.last = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return state;
}

/** Resolves once no request has been in flight for 500 ms (networkidle's rule), or after 15 s whatever is open. */
async function networkQuiet(page, state, quietMs = 500) {
  const giveUp = Date.now() + 15_000;
  while ((state.inFlight > 0 || Date.now() - state.last < quietMs) && Date.now() < giveUp)
    await page.waitForTimeout(50);
}

async function loadPage(browser, base, { path, heading }) {
  // A phone, as Lighthouse's mobile preset emulates: deferred sections load by distance from the first screen.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!isJs(response)) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        return {
          url: response.url(),
          code: body.toString('utf8'),
          raw: body.length,
          gzip: gzipSync(body).length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  });
  const network = trackRequests(page);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
  // The server's page is on screen before its code runs, and start-up can leave the network quiet for more than
  // networkidle's 500 ms (a busy machine): wait until React has taken the page (hydrateRoot marks the root), then
  // for the network to settle, so a slow start never passes for a small first load.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root?.hasAttribute('data-ssr') || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    },
    null,
    { timeout: 30_000, polling: 50 },
  );
  await networkQuiet(page, network);
  const files = await Promise.all(pending);
  const duplicates = await sharedLoadedMoreThanOnce(page);
  const serverRendered = await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr') ?? false);
  await context.close();
  return { files, duplicates, serverRendered };
}

/** Per file: its modules and their bytes; per page: every module found in more than one file, grouped by package. */
async function analyseModules(files) {
  const perFile = await Promise.all(
    files.map(async (f) => {
      const map = await fetchSourceMap(f.url);
      return map ? bytesByModule(f.code, map) : null;
    }),
  );
  const filesOf = new Map(); // module key -> [{ file, bytes }]
  const packageBytes = new Map();
  perFile.forEach((modules, i) => {
    if (!modules) return;
    for (const [key, bytes] of modules) {
      (filesOf.get(key) ?? filesOf.set(key, []).get(key)).push({ file: files[i].file, bytes });
      const pkg = packageOf(key);
      packageBytes.set(pkg, (packageBytes.get(pkg) ?? 0) + bytes);
    }
  });
  // One line per package: how many of its modules came more than once, in which files, and the bytes beyond the first copy.
  const dupByPackage = new Map();
  for (const [key, copies] of filesOf) {
    if (copies.length < 2) continue;
    const pkg = packageOf(key);
    const entry =
      dupByPackage.get(pkg) ??
      dupByPackage.set(pkg, { package: pkg, modules: [], files: new Set(), extraBytes: 0 }).get(pkg);
    entry.modules.push(key);
    for (const c of copies) entry.files.add(c.file);
    const sizes = copies.map((c) => c.bytes).sort((a, b) => b - a);
    entry.extraBytes += sizes.slice(1).reduce((n, b) => n + b, 0);
  }
  const shippedTwice = [...dupByPackage.values()]
    .map((d) => ({
      package: d.package,
      modules: d.modules.length,
      files: [...d.files].sort(),
      extraKbRaw: kb(d.extraBytes),
      example: d.modules[0],
    }))
    .sort((a, b) => b.extraKbRaw - a.extraKbRaw || b.files.length - a.files.length);
  const byPackage = [...packageBytes]
    .map(([pkg, bytes]) => ({ package: pkg, rawKb: kb(bytes) }))
    .sort((a, b) => b.rawKb - a.rawKb);
  return { perFile, shippedTwice, byPackage, withoutSourceMap: files.filter((_, i) => !perFile[i]).map((f) => f.file) };
}

async function measurePage(browser, base, spec) {
  const { files: loaded, duplicates, serverRendered } = await loadPage(browser, base, spec);
  const files = loaded.map((f) => ({ ...f, file: new URL(f.url).pathname, owner: ownerOf(f.url) }));
  const modules = await analyseModules(files);

  const byOwner = {};
  for (const f of files) {
    byOwner[f.owner] ??= { files: 0, gzipKb: 0 };
    byOwner[f.owner].files += 1;
    byOwner[f.owner].gzipKb += f.gzip / 1024;
  }
  for (const o of Object.values(byOwner)) o.gzipKb = Number(o.gzipKb.toFixed(1));
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  const fileRows = files
    .map((f, i) => {
      const mods = modules.perFile[i];
      // What makes up the file: its three largest packages by bytes.
      const top = mods ? topPackages(mods, 3) : 'no source map';
      return { file: f.file, owner: f.owner, gzipKb: kb(f.gzip), rawKb: kb(f.raw), modules: mods?.size ?? null, top };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    path: spec.path,
    serverRendered,
    jsFiles: files.length,
    gzipKb: kb(sum('gzip')),
    rawKb: kb(sum('raw')),
    transferredKb: kb(sum('transferred')),
    byOwner,
    files: fileRows,
    byPackage: modules.byPackage.slice(0, 25),
    shippedTwice: modules.shippedTwice,
    withoutSourceMap: modules.withoutSourceMap,
    sharedLoadedMoreThanOnce: duplicates,
  };
}

function topPackages(modules, n) {
  const bytes = new Map();
  for (const [key, b] of modules) bytes.set(packageOf(key), (bytes.get(packageOf(key)) ?? 0) + b);
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([pkg, b]) => `${pkg} ${kb(b)}`)
    .join(', ');
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

function printPage(p) {
  console.log(
    `\n${p.path}: ${p.jsFiles} JS files, ${p.gzipKb} KB gzip (raw ${p.rawKb} KB)${p.serverRendered ? '' : ', CLIENT-RENDERED'}`,
  );
  const w = Math.max(...p.files.map((f) => f.file.length));
  console.log(`  ${'file'.padEnd(w)}  ${'gzip KB'.padStart(7)}  ${'mods'.padStart(4)}  largest packages (raw KB)`);
  for (const f of p.files)
    console.log(
      `  ${f.file.padEnd(w)}  ${String(f.gzipKb).padStart(7)}  ${String(f.modules ?? '-').padStart(4)}  ${f.top}`,
    );
  console.log(
    `  by package (raw KB): ${p.byPackage
      .slice(0, 12)
      .map((b) => `${b.package} ${b.rawKb}`)
      .join(', ')}`,
  );
  if (p.shippedTwice.length === 0) console.log('  no module arrives in two files');
  for (const d of p.shippedTwice) {
    console.log(
      `  TWICE ${d.package}: ${d.modules} module(s) in ${d.files.length} files (+${d.extraKbRaw} KB raw), e.g. ${d.example}: ${d.files.join(' ')}`,
    );
  }
}

export async function runFirstLoad({ base }) {
  await waitForServerRender(base, PAGES);
  const browser = await launchChromium();
  try {
    const pages = [];
    for (const p of PAGES) {
      const measured = await measurePage(browser, base, p);
      printPage(measured);
      pages.push(measured);
    }
    return { budgetKb: FIRST_LOAD_BUDGET_KB, pages };
  } finally {
    await browser.close();
  }
}

export function firstLoadRows(result) {
  return result.pages.flatMap((p) => [
    {
      name: `first-load JS ${p.path} (gzip, ${p.jsFiles} files${p.serverRendered ? '' : ', client-rendered!'})`,
      value: `${p.gzipKb} KB (raw ${p.rawKb} KB, on the wire ${p.transferredKb} KB)`,
      budget: `<= ${result.budgetKb} KB`,
      ok: p.gzipKb <= result.budgetKb && p.serverRendered,
    },
    {
      name: `modules in two files ${p.path}`,
      value: p.shippedTwice.length
        ? p.shippedTwice
            .slice(0, 6)
            .map((d) => `${d.package} x${d.files.length}`)
            .join(', ') + (p.shippedTwice.length > 6 ? `, +${p.shippedTwice.length - 6} more` : '')
        : p.withoutSourceMap.length
          ? `none found (${p.withoutSourceMap.length} files without a source map)`
          : 'none',
      budget: 'none',
      ok: p.shippedTwice.length === 0,
    },
    {
      name: `shared libs loaded more than once ${p.path}`,
      value: p.sharedLoadedMoreThanOnce.length ? p.sharedLoadedMoreThanOnce.join('; ') : 'none',
      budget: 'none',
      ok: p.sharedLoadedMoreThanOnce.length === 0,
    },
  ]);
}
