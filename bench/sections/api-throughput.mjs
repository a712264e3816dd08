// Throughput of GET /api/services and GET /api/time-slots on the API, side by side in the same run with a bare
// node:http + pg server answering the same JSON from the same database (bench/baseline-server.mjs).
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO, databaseUrl } from '../lib/server.mjs';
import { round } from '../lib/stats.mjs';

export const API_RATIO_BUDGET = 0.7;
const ENDPOINTS = ['/api/services', '/api/time-slots'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function startBaseline() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO, 'bench/baseline-server.mjs')], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: databaseUrl() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const onEarlyExit = (code) => reject(new Error(`baseline exited with ${code}`));
    child.once('exit', onEarlyExit);
    child.stdout.once('data', (chunk) => {
      const { port } = JSON.parse(String(chunk));
      child.off('exit', onEarlyExit);
      const stop = () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));
      resolve({ base: `http://127.0.0.1:${port}`, stop });
    });
  });
}

function cannon(url, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Two rounds, API and baseline alternating, so a burst of other load on the box hits both; the better round counts. */
async function measurePair(apiUrl, bareUrl) {
  // A fresh Nest process is far from steady for its first seconds (JIT, boot-time jobs): warm both up first.
  await Promise.all([cannon(apiUrl, 5), cannon(bareUrl, 2)]);
  const api = [];
  const bare = [];
  for (let round = 0; round < 2; round++) {
    api.push(summary(await cannon(apiUrl)));
    bare.push(summary(await cannon(bareUrl)));
  }
  const best = (runs) => runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  return { api: best(api), bare: best(bare), rounds: { api: api.map((r) => r.requestsPerSecond), baseline: bare.map((r) => r.requestsPerSecond) } };
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
      const [api, bare] = await Promise.all([fetch(base + endpoint), fetch(baseline.base + endpoint)]);
      const sameJson = isDeepStrictEqual(await api.json(), await bare.json());
      const { api: apiRun, bare: bareRun, rounds } = await measurePair(base + endpoint, baseline.base + endpoint);
      const ratio = round(apiRun.requestsPerSecond / bareRun.requestsPerSecond, 2);
      console.log(`${endpoint}: api ${apiRun.requestsPerSecond} req/s, baseline ${bareRun.requestsPerSecond} req/s, ratio ${ratio}, same JSON ${sameJson}`);
      endpoints.push({ endpoint, sameJson, api: apiRun, baseline: bareRun, ratio, rounds });
    }
    return { connections: CONNECTIONS, durationSeconds: DURATION_S, budgetRatio: API_RATIO_BUDGET, endpoints };
  } finally {
    await baseline.stop();
  }
}

export function apiRows(result) {
  return result.endpoints.map((e) => ({
    name: `GET ${e.endpoint} api / baseline`,
    value: `${e.api.requestsPerSecond} / ${e.baseline.requestsPerSecond} req/s = ${e.ratio}x (p99 ${e.api.latencyP99Ms} / ${e.baseline.latencyP99Ms} ms${e.sameJson ? '' : ', JSON DIFFERS'}${e.api.non2xx ? `, ${e.api.non2xx} non-2xx` : ''})`,
    budget: `>= ${result.budgetRatio}x`,
    ok: e.ratio >= result.budgetRatio && e.sameJson && e.api.non2xx === 0,
  }));
}
