// `npm run bench [-- --only=first-load,lighthouse,ssr]`: builds what is stale, starts the built site on a fresh embedded
// PostgreSQL, runs each section, prints one table and writes bench/results.json. Not part of `npm test`:
// figures are for people to read, never asserted by a test. The root script must pass `--only` on (`npm run bench -w
// bench --`); otherwise npm takes `--only` as its own option: `npm run bench -w bench -- --only=ssr` always works.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH, REPO, startApi, stopClusterOf, wipeDataDir } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';
import { serverNode, serverNodeVersion } from './lib/runtime.mjs';
import { buildTimeRows, runBuildTime } from './sections/build-time.mjs';
import { firstLoadRows, runFirstLoad } from './sections/first-load.mjs';
import { lighthouseRows, runLighthouse } from './sections/lighthouse.mjs';
import { apiRows, runApiThroughput } from './sections/api-throughput.mjs';
import { contentionRows, runContention } from './sections/booking-contention.mjs';
import { chatRows, runChat } from './sections/chat.mjs';
import { runSsr, ssrRows } from './sections/ssr.mjs';
import { runSlotsQuery, slotsQueryRows } from './sections/slots-query.mjs';
import { clusterRows, runCluster } from './sections/cluster.mjs';

// The whole bench — servers and load generator — runs on the production runtime (api/Dockerfile's Node, see
// lib/runtime.mjs): a load generator on an older Node spends more of the 2 cores per request than the server it
// measures, and its time is part of every latency figure.
const runtime = serverNode();
if (runtime !== process.execPath) {
  const child = spawnSync(runtime, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

/** In run order: the build first (it rewrites dist), then the sections that need the server. */
const SECTIONS = [
  { id: 'build', run: runBuildTime, rows: buildTimeRows, server: false },
  { id: 'first-load', run: runFirstLoad, rows: firstLoadRows, server: true },
  { id: 'lighthouse', run: runLighthouse, rows: lighthouseRows, server: true },
  { id: 'ssr', run: runSsr, rows: ssrRows, server: true },
  { id: 'api', run: runApiThroughput, rows: apiRows, server: true },
  { id: 'slots-query', run: runSlotsQuery, rows: slotsQueryRows, server: true },
  { id: 'contention', run: runContention, rows: contentionRows, server: true },
  { id: 'chat', run: runChat, rows: chatRows, server: true },
  // Starts its own topology (scripts/cluster): 3 replicas behind nginx, on ports of its own.
  { id: 'cluster', run: runCluster, rows: clusterRows, server: false },
];

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((id) => !SECTIONS.some((s) => s.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const chosen = SECTIONS.filter((s) => !only || only.includes(s.id));
console.log(`sections: ${chosen.map((s) => s.id).join(', ')}`);
console.log(`servers and load generator on Node ${serverNodeVersion()}`);
const results = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    // The servers measured run on api/Dockerfile's runtime (bench/lib/runtime.mjs), and so does this process.
    serverNode: serverNodeVersion(),
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  },
  sections: {},
};

// The build section times its own full build; otherwise make sure the dist folders are current.
if (!chosen.some((s) => s.id === 'build')) {
  const build = spawnSync(process.execPath, [path.join(REPO, 'scripts/build.mjs'), '--changed'], {
    cwd: REPO,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let server;
const rows = [];
let failed = false;
try {
  for (const section of chosen) {
    if (section.server && !server) {
      wipeDataDir(BENCH.pgDir);
      server = await startApi({ port: BENCH.port });
    }
    console.log(`\n== ${section.id}`);
    const t0 = Date.now();
    try {
      const result = await section.run({ base: server?.base });
      results.sections[section.id] = result;
      rows.push(...section.rows(result));
      // A figure is never a failure; a lost write is (the cluster section's check).
      if (result?.correctnessFailure) failed = true;
    } catch (error) {
      failed = true;
      console.error(`${section.id} failed:`, error);
      results.sections[section.id] = { error: String(error?.stack ?? error) };
      rows.push({ name: section.id, value: `failed: ${String(error?.message ?? error).split('\n')[0]}` });
    }
    console.log(`(${section.id} took ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
} finally {
  await server?.stop();
  // A cluster that outlived its API (killed on a timeout) would hold the port for the next run.
  if (server) stopClusterOf(BENCH.pgDir);
}

results.finishedAt = new Date().toISOString();
console.log('');
printTable(rows);
const file = path.join(REPO, 'bench', 'results.json');
// A partial run (--only) keeps the other sections' last figures.
const previous = only && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { sections: {} };
fs.writeFileSync(
  file,
  `${JSON.stringify({ ...results, sections: { ...previous.sections, ...results.sections } }, null, 2)}\n`,
);
console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
process.exit(failed ? 1 : 0);
