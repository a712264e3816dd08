// One Lighthouse run (mobile preset) of a page, then what its main thread did, as observed before Lighthouse's
// simulation: every task of 12 ms or more (50 ms at its 4× slowdown, where Total Blocking Time starts counting) with
// the work inside it, when the first contentful paint was presented, and how long raster took. Usage, against a
// running site (README, Performance → "Profiling a page"):
//   node bench/profile/trace-tasks.mjs http://localhost:3555/lunar-light [min-ms]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.mjs';

const [url, min = '12'] = process.argv.slice(2);
if (!url) throw new Error('usage: trace-tasks.mjs <url> [min-ms]');
const MIN_MS = Number(min);
const KINDS = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'TimerFire', 'EventDispatch']);
const KINDS_ALSO = new Set(['RunMicrotasks', 'MajorGC', 'MinorGC', 'FireAnimationFrame']);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
let result;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
} finally {
  await chrome.kill();
}
const { lhr, artifacts } = result;
const value = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
console.log(
  `performance ${Math.round(lhr.categories.performance.score * 100)}: FCP ${value('first-contentful-paint')} ms, ` +
    `LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms, SI ${value('speed-index')} ms`,
);

const events = artifacts.Trace.traceEvents;
const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '') === lhr.finalDisplayedUrl);
if (!parse) throw new Error('no ParseHTML for the page in the trace');
const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
const t0 =
  events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === lhr.finalDisplayedUrl)?.ts ??
  tasks[0].ts;
const at = (ts) => `${Math.round((ts - t0) / 1000)} ms`;
const file = (e) => (e.args?.data?.url ?? '').split('/').pop();

for (const mark of ['firstContentfulPaint', 'largestContentfulPaint::Candidate']) {
  const e = events.find((x) => x.name === mark && x.pid === parse.pid);
  if (e) console.log(`${mark} presented at ${at(e.ts)}`);
}
const raster = events.filter((e) => e.name === 'RasterTask' && e.dur).reduce((sum, e) => sum + e.dur / 1000, 0);
console.log(`raster: ${Math.round(raster)} ms in all`);

let total = 0;
for (const task of tasks) {
  if (task.dur / 1000 < MIN_MS) continue;
  total += task.dur / 1000;
  const inside = new Map();
  for (const e of mine) {
    if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
    let key = null;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compile') key = `${e.name} ${file(e)}`;
    else if (e.name === 'FunctionCall') key = `FunctionCall ${file(e)} ${e.args?.data?.functionName ?? ''}`.trim();
    else if (KINDS.has(e.name) || KINDS_ALSO.has(e.name)) key = e.name;
    if (key) inside.set(key, (inside.get(key) ?? 0) + e.dur / 1000);
  }
  const parts = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(
    `${at(task.ts)} +${(task.dur / 1000).toFixed(1)} ms: ${parts.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ')}`,
  );
}
console.log(`${Math.round(total)} ms in tasks of ${MIN_MS} ms or more`);
// What Total Blocking Time comes to if every task after the first paint ran four times as long (Lighthouse's CPU
// slowdown) and nothing else changed: steadier from run to run than Lighthouse's own figure, whose simulated
// window moves with the network.
const fcp = events.find((x) => x.name === 'firstContentfulPaint' && x.pid === parse.pid)?.ts ?? t0;
const estimate = tasks
  .filter((task) => task.ts >= fcp)
  .reduce((sum, task) => sum + Math.max(0, (4 * task.dur) / 1000 - 50), 0);
console.log(`tasks after the first paint, at 4×: ${Math.round(estimate)} ms over 50 ms`);
