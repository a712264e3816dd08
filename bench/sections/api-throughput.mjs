// Throughput of the API's hot reads, side by side in the same run with bench/baseline-server.mjs: the physical
// limit (bare node:http sending the same bytes from memory; the budget is against this) and, for reference, bare
// node:http + pg answering the same JSON from the same database on every request.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH, REPO, databaseUrl, startApi } from '../lib/server.mjs';
import { round } from '../lib/stats.mjs';
import { serverNode, serverNodeOptions } from '../lib/runtime.mjs';

export const API_RATIO_BUDGET = 0.7;
/** Issue 20: request logging at info may not cost throughput (within the noise of two runs side by side). */
export const LOGGING_RATIO_BUDGET = 0.95;
const ENDPOINTS = [
  '/api/services',
  '/api/psychic-services',
  '/api/time-slots?brand=coaching',
  '/api/time-slots?brand=lunar',
];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function startBaseline() {
  return new Promise((resolve, reject) => {
    const child = spawn(serverNode(), [...serverNodeOptions(), path.join(REPO, 'bench/baseline-server.mjs')], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: databaseUrl() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const onEarlyExit = (code) => reject(new Error(`baseline exited with ${code}`));
    child.once('exit', onEarlyExit);
    child.stdout.once('data', (chunk) => {
      const { port } = JSON.parse(String(chunk));
      child.off('exit', onEarlyExit);
      const stop = () =>
        new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));
      resolve({ base: `http://127.0.0.1:${port}`, stop });
    });
  });
}

function cannon(url, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Rounds of side-by-side runs; the median round counts. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * ROUNDS rounds, each running every target back to back (in turn forwards and backwards, so a drift in the
 * machine's speed hits both sides alike); the round whose API / reference ratio is the median counts. This is a
 * shared 2-core VM whose speed wanders by ±15 % from one run to the next: a ratio of two runs seconds apart is
 * far steadier than either figure, and the median of those ratios steadier still.
 */
async function pairedRounds(targets, reference) {
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? Object.keys(targets) : Object.keys(targets).reverse();
    for (const name of order) runs[name].push(summary(await cannon(targets[name])));
  }
  const ratios = runs.api.map((run, i) => run.requestsPerSecond / runs[reference][i].requestsPerSecond);
  const middle = [...ratios.keys()].sort((a, b) => ratios[a] - ratios[b])[Math.floor(ROUNDS / 2)];
  return {
    at: Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, list[middle]])),
    rounds: Object.fromEntries(Object.entries(runs).map(([k, list]) => [k, list.map((r) => r.requestsPerSecond)])),
  };
}

async function measure(apiUrl, memoryUrl, databaseUrl) {
  // A fresh Nest process is far from steady for its first seconds (JIT, boot-time jobs): warm everything up first.
  await cannon(apiUrl, 5);
  await Promise.all([cannon(memoryUrl, 2), cannon(databaseUrl, 2)]);
  const { at, rounds } = await pairedRounds({ api: apiUrl, memory: memoryUrl, database: databaseUrl }, 'memory');
  return { api: at.api, memory: at.memory, database: at.database, rounds };
}

/** Where two answers part (lists of objects): for the log when the bench finds them different. */
function firstDifference(api, bare) {
  if (!Array.isArray(api) || !Array.isArray(bare)) return { api, bare };
  const index = api.findIndex((item, i) => !isDeepStrictEqual(item, bare[i]));
  return { apiLength: api.length, bareLength: bare.length, index, api: api[index], bare: bare[index] };
}

const summary = (r) => ({
  requestsPerSecond: round(r.requests.average, 0),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

export async function runApiThroughput({ base }) {
  const baseline = await startBaseline();
  try {
    const endpoints = [];
    for (const endpoint of ENDPOINTS) {
      const memoryUrl = `${baseline.base}/memory${endpoint}`;
      const [api, bare] = await Promise.all([fetch(base + endpoint), fetch(memoryUrl)]);
      const [apiJson, bareJson] = [await api.json(), await bare.json()];
      const sameJson = isDeepStrictEqual(apiJson, bareJson);
      if (!sameJson) console.log(`${endpoint}: JSON differs`, firstDifference(apiJson, bareJson));
      const {
        api: apiRun,
        memory,
        database,
        rounds,
      } = await measure(base + endpoint, memoryUrl, baseline.base + endpoint);
      const ratio = round(apiRun.requestsPerSecond / memory.requestsPerSecond, 2);
      const databaseRatio = round(apiRun.requestsPerSecond / database.requestsPerSecond, 2);
      console.log(
        `${endpoint}: api ${apiRun.requestsPerSecond} req/s, bare from memory ${memory.requestsPerSecond} (ratio ${ratio}), ` +
          `bare + pg ${database.requestsPerSecond} (ratio ${databaseRatio}), same JSON ${sameJson}`,
      );
      endpoints.push({ endpoint, sameJson, api: apiRun, baseline: memory, database, ratio, databaseRatio, rounds });
    }
    return {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      budgetRatio: API_RATIO_BUDGET,
      endpoints,
      logging: await measureLogging(),
    };
  } finally {
    await baseline.stop();
  }
}

/**
 * GET /api/services on two fresh replicas of the same age on the bench database, one at LOG_LEVEL=info (its lines
 * drained by another process) and one at silent, in paired rounds (the median round counts). Not the bench server
 * itself: minutes of load have grown its heap, which alone costs a few per cent against a fresh process.
 */
async function measureLogging() {
  const start = (port, level) => startApi({ port, databaseUrl: databaseUrl(), env: { LOG_LEVEL: level } });
  const [info, silent] = await Promise.all([start(BENCH.secondPort, 'info'), start(BENCH.thirdPort, 'silent')]);
  try {
    const url = (b) => `${b}/api/services`;
    await cannon(url(info.base), 5);
    await cannon(url(silent.base), 5);
    const { at, rounds } = await pairedRounds({ api: url(info.base), silent: url(silent.base) }, 'silent');
    const [infoRps, silentRps] = [at.api.requestsPerSecond, at.silent.requestsPerSecond];
    console.log(
      `/api/services logging info ${infoRps} req/s, silent ${silentRps} req/s (rounds ${JSON.stringify(rounds)})`,
    );
    return { infoRps, silentRps, ratio: round(infoRps / silentRps, 2), budgetRatio: LOGGING_RATIO_BUDGET, rounds };
  } finally {
    await Promise.all([info.stop(), silent.stop()]);
  }
}

export function apiRows(result) {
  const logging = result.logging && {
    name: 'GET /api/services, request logging at info / silent',
    value: `${result.logging.infoRps} / ${result.logging.silentRps} req/s = ${result.logging.ratio}x`,
    budget: `>= ${result.logging.budgetRatio}x`,
    ok: result.logging.ratio >= result.logging.budgetRatio,
  };
  return [...endpointRows(result), ...(logging ? [logging] : [])];
}

function endpointRows(result) {
  return result.endpoints.map((e) => ({
    name: `GET ${e.endpoint} api / bare from memory`,
    value: `${e.api.requestsPerSecond} / ${e.baseline.requestsPerSecond} req/s = ${e.ratio}x (p99 ${e.api.latencyP99Ms} / ${e.baseline.latencyP99Ms} ms; bare + pg ${e.database.requestsPerSecond} req/s = ${e.databaseRatio}x${e.sameJson ? '' : ', JSON DIFFERS'}${e.api.non2xx ? `, ${e.api.non2xx} non-2xx` : ''})`,
    budget: `>= ${result.budgetRatio}x`,
    ok: e.ratio >= result.budgetRatio && e.sameJson && e.api.non2xx === 0,
  }));
}
