// Where a page load's main-thread time goes, by original source: a CPU profile (0.1 ms sampling, unthrottled) of
// one visit, cut into stretches of busy samples, and for each stretch of [min-ms] or more the source files (through
// the build's source maps; a package for node_modules) and the functions that held it. Answers what trace-tasks.mjs
// cannot: which module or component a long task is made of. Usage, against a running site:
//   node bench/profile/cpu-attrib.mjs http://localhost:3555/ [min-ms] [width]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sourceMap from 'source-map';
import { launchChromium } from '../lib/browser.mjs';

const [url, min = '10', width = '412'] = process.argv.slice(2);
if (!url) throw new Error('usage: cpu-attrib.mjs <url> [min-ms] [width]');
const MIN_MS = Number(min);
// A stretch ends after this long with no JavaScript on the stack (idle, or native work such as parsing or layout,
// which trace-tasks.mjs reports better): CPU profiles do not mark task boundaries, so this stands in for them.
const GAP_MS = 2;

const browser = await launchChromium();
let profile;
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000); // SPEC §2's tour opens 2 s after a first visit
  ({ profile } = await cdp.send('Profiler.stop'));
} finally {
  await browser.close();
}

// The site does not serve source maps, so they are read from the builds on disk, by file name (content-hashed).
const mapFiles = new Map();
for (const app of ['shell', 'mfe-coaching', 'mfe-lunar', 'mfe-payments', 'mfe-admin']) {
  const dir = join(import.meta.dirname, '../..', app, 'dist');
  for (const name of readdirSync(dir, { recursive: true })) {
    if (String(name).endsWith('.js.map')) mapFiles.set(String(name).split('/').pop(), join(dir, String(name)));
  }
}
const maps = new Map();
function consumerFor(scriptUrl) {
  const name = `${new URL(scriptUrl).pathname.split('/').pop()}.map`;
  if (!maps.has(name)) {
    const file = mapFiles.get(name);
    maps.set(name, file ? new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(name);
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const where = new Map();
for (const node of profile.nodes) {
  const { url: scriptUrl, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!scriptUrl) {
    where.set(node.id, { file: functionName || '(native)', fn: functionName || '(native)' });
    continue;
  }
  const consumer = scriptUrl.startsWith('http') ? consumerFor(scriptUrl) : null;
  const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  let file = original?.source ?? scriptUrl.split('/').pop();
  const pkg = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  file = pkg ? pkg[1] : file.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  const app = !pkg && !file.startsWith('webpack/') && /\.(tsx?|jsx?)$/.test(file);
  where.set(node.id, { file, app, fn: `${original?.name ?? functionName ?? '?'} (${file}:${original?.line ?? '?'})` });
}
// React's phases by their function's line in react-dom's production build (names are minified in the bundle).
const REACT_SOURCE = join(import.meta.dirname, '../../node_modules/react-dom/cjs/react-dom-client.production.js');
const reactLines = readFileSync(REACT_SOURCE, 'utf8').split('\n');
const PHASES =
  /^\s*function (performWorkOnRoot|renderRootSync|renderRootConcurrent|commitRoot|commitRootImpl|flushPassiveEffects|flushLayoutEffects|flushMutationEffects|commitLayoutEffects|commitMutationEffects|commitPassiveMountEffects|beginWork|completeWork|hydrateRoot|flushSyncWorkAcrossRoots_impl|processRootScheduleInMicrotask|performSyncWorkOnRoot|performWorkOnRootViaSchedulerTask)\b/;
function reactPhase(id) {
  const w = where.get(id);
  if (w?.file !== 'react-dom') return null;
  const line = Number(w.fn.match(/:(\d+)\)$/)?.[1]);
  return reactLines[line - 1]?.match(PHASES)?.[1] ?? null;
}
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
/** The nearest frame of the project's own code on a sample's stack: which component or module the time is for. */
function ownCode(id) {
  for (let at = id; at !== undefined; at = parents.get(at)) if (where.get(at)?.app) return where.get(at).fn;
  return '(no project code on the stack)';
}

// Samples to stretches of JavaScript, split where none ran for more than GAP_MS.
let t = profile.startTime;
const stretches = [];
let current = null;
let gapSince = null;
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i];
  const node = nodes.get(profile.samples[i]);
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (['(idle)', '(program)'].includes(node.callFrame.functionName)) {
    gapSince ??= t;
    if (current && (t - gapSince) / 1000 > GAP_MS) current = null;
    continue;
  }
  gapSince = null;
  if (!current) stretches.push((current = { start: t, end: t, samples: [] }));
  current.end = t;
  current.samples.push([node.id, dt]);
}

const t0 = profile.startTime;
const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1)} ${k}`);
let total = 0;
for (const s of stretches) {
  const ms = (s.end - s.start) / 1000;
  if (ms < MIN_MS) continue;
  total += ms;
  const byFile = new Map();
  const byFn = new Map();
  const byOwn = new Map();
  const byPhase = new Map();
  for (const [id, dt] of s.samples) {
    const w = where.get(id);
    byFile.set(w.file, (byFile.get(w.file) ?? 0) + dt);
    byFn.set(w.fn, (byFn.get(w.fn) ?? 0) + dt);
    const own = ownCode(id);
    byOwn.set(own, (byOwn.get(own) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const name = reactPhase(at);
      if (name && !seen.has(name)) {
        seen.add(name);
        byPhase.set(name, (byPhase.get(name) ?? 0) + dt);
      }
    }
  }
  console.log(`\n${Math.round((s.start - t0) / 1000)} ms +${ms.toFixed(1)} ms`);
  console.log(`  files: ${top(byFile, 8).join(' | ')}`);
  console.log(`  functions: ${top(byFn, 6).join(' | ')}`);
  console.log(`  under project code: ${top(byOwn, 8).join(' | ')}`);
  if (byPhase.size) console.log(`  react (inclusive): ${top(byPhase, 8).join(' | ')}`);
}
console.log(`\n${Math.round(total)} ms in stretches of ${MIN_MS} ms or more`);
