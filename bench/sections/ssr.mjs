// Server rendering of the public pages, as a browser asks for them (Accept-Encoding br), 20 connections:
//  - served: the plain URL, as visitors get it. The renderer keeps a rendered public page ~10 s (shell/server/
//    page-cache.ts), so this is mostly the cache plus the compressed bytes it keeps.
//  - fresh: `/?nocache=<n>`, a new query on every request. The renderer caches only URLs without a query
//    (render() in shell/server/render.tsx: `cacheable = search === '' && …`), so each one is rendered anew.
//  - alone: fresh renders one at a time: what a render costs without queueing behind 19 others.
// A fresh render slower than the renderer's budget (300 ms by default) goes out client-rendered; those answers are
// much smaller, so each answer's size is compared with a verified server-rendered one and fallbacks are counted.
import autocannon from 'autocannon';
import { percentile, round } from '../lib/stats.mjs';
import { PAGES } from './first-load.mjs';
import { fetchRendered, waitForServerRender } from '../lib/ssr-ready.mjs';

export const SSR_BUDGET = { path: '/', p50Ms: 25 };
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SSR_DURATION ?? 10);
const ALONE_RENDERS = 30;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

let counter = 0;
const freshQuery = () => `?nocache=${Date.now().toString(36)}${(++counter).toString(36)}`;
const freshPath = (path) => `${path}${freshQuery()}`;

/** One fresh render, checked: the heading in the markup and the server-rendered root. */
const verifiedRender = (base, page) => fetchRendered(base, page, freshQuery());

function cannon(url, { fresh, path, minSsrBytes }) {
  const tally = { ssr: 0, fallback: 0 };
  const request = {
    ...(fresh ? { setupRequest: (req) => ({ ...req, path: freshPath(path) }) } : {}),
    onResponse: (status, _body, _context, headers) => {
      const bytes = Number(headers['content-length'] ?? 0);
      if (status === 200 && bytes >= minSsrBytes) tally.ssr += 1;
      else tally.fallback += 1;
    },
  };
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS, requests: [request] },
      (error, r) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: round(r.requests.average, 0),
              latencyP50Ms: r.latency.p50,
              latencyP99Ms: r.latency.p99,
              requests: r.requests.total,
              non2xx: r.non2xx,
              errors: r.errors + r.timeouts,
              clientRendered: tally.fallback,
            }),
    );
  });
}

async function renderAlone(base, page) {
  const times = [];
  let fallbacks = 0;
  for (let i = 0; i < ALONE_RENDERS; i++) {
    const t0 = performance.now();
    const r = await verifiedRender(base, page);
    times.push(performance.now() - t0);
    if (!r.ssr) fallbacks += 1;
  }
  return {
    renders: ALONE_RENDERS,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    clientRendered: fallbacks,
  };
}

export async function runSsr({ base }) {
  const pages = [];
  await waitForServerRender(base, PAGES);
  for (const page of PAGES) {
    const reference = await verifiedRender(base, page);
    if (!reference.ssr) {
      pages.push({ path: page.path, error: `not server-rendered (status ${reference.status})` });
      console.log(`ssr ${page.path}: not server-rendered, skipped`);
      continue;
    }
    const minSsrBytes = Math.floor(reference.bytes * 0.8);
    const url = `${base}${page.path}`;
    await renderAlone(base, page); // JIT warm-up of this page's components
    const alone = await renderAlone(base, page);
    const served = await cannon(url, { fresh: false, path: page.path, minSsrBytes });
    const fresh = await cannon(url, { fresh: true, path: page.path, minSsrBytes });
    console.log(
      `ssr ${page.path}: served p50 ${served.latencyP50Ms} ms p99 ${served.latencyP99Ms} ms ${served.requestsPerSecond} req/s; ` +
        `fresh p50 ${fresh.latencyP50Ms} ms p99 ${fresh.latencyP99Ms} ms ${fresh.requestsPerSecond} req/s (${fresh.clientRendered} client-rendered); ` +
        `alone p50 ${alone.p50Ms} ms p99 ${alone.p99Ms} ms; ${reference.bytes} bytes br`,
    );
    pages.push({ path: page.path, brotliBytes: reference.bytes, served, fresh, alone });
  }
  return { connections: CONNECTIONS, durationSeconds: DURATION_S, budget: SSR_BUDGET, pages };
}

export function ssrRows(result) {
  const b = result.budget;
  return result.pages.flatMap((p) => {
    if (p.error) return [{ name: `ssr ${p.path}`, value: p.error, budget: 'server-rendered', ok: false }];
    const budgeted = p.path === b.path;
    const load = (r) =>
      `p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, ${r.requestsPerSecond} req/s` +
      `${r.clientRendered ? `, ${r.clientRendered} of ${r.requests} client-rendered` : ''}${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}${r.errors ? `, ${r.errors} errors` : ''}`;
    const clean = (r) => r.clientRendered === 0 && r.non2xx === 0 && r.errors === 0;
    return [
      {
        name: `ssr ${p.path} served (page cache), ${result.connections} conn`,
        value: load(p.served),
        ...(budgeted
          ? { budget: `p50 <= ${b.p50Ms} ms`, ok: p.served.latencyP50Ms <= b.p50Ms && clean(p.served) }
          : {}),
      },
      {
        name: `ssr ${p.path} fresh render (?nocache=n), ${result.connections} conn`,
        value: load(p.fresh),
        ...(budgeted ? { budget: `p50 <= ${b.p50Ms} ms`, ok: p.fresh.latencyP50Ms <= b.p50Ms && clean(p.fresh) } : {}),
      },
      {
        name: `ssr ${p.path} fresh render alone (${p.alone.renders} in a row)`,
        value: `p50 ${p.alone.p50Ms} ms, p99 ${p.alone.p99Ms} ms${p.alone.clientRendered ? `, ${p.alone.clientRendered} client-rendered` : ''} (${(p.brotliBytes / 1024).toFixed(1)} KB br)`,
      },
    ];
  });
}
