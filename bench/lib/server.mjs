// Starts the built single-origin server (api/dist/main.js) for a benchmark, on its own embedded PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNode, serverNodeOptions } from './runtime.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Ports and data directory of the bench: clear of the dev servers (3000, 3001..3004, 3100), the e2e and reliability
 * suites (3199, 3206..3208, 25349, 25406..25408) and the SSR test server (3300, 25360), so a bench can run beside them.
 */
export const BENCH = {
  port: Number(process.env.BENCH_PORT ?? 3217),
  secondPort: Number(process.env.BENCH_SECOND_PORT ?? 3219),
  thirdPort: Number(process.env.BENCH_THIRD_PORT ?? 3221),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 25417),
  pgDir: process.env.BENCH_PG_DIR ?? path.join(REPO, 'var', 'pg-rel-bench'),
};
export const ADMIN_PASSWORD = 'bench-admin-password';
export const databaseUrl = () => `postgres://postgres:postgres@127.0.0.1:${BENCH.pgPort}/app`;

/**
 * Removes the data directory, so every run starts from the seed. A postgres a killed run left on it is stopped
 * first, by the pid in its postmaster.pid (pg_ctl refuses to run as root).
 */
export function wipeDataDir(dir) {
  stopClusterOf(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

export function stopClusterOf(dir) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown: the data is thrown away next
  const deadline = Date.now() + 10_000;
  while (alive() && Date.now() < deadline) spawnSync('sleep', ['0.1']);
}

/**
 * One API process. Without `databaseUrl` it starts the embedded PostgreSQL itself (the first instance); a second
 * instance passes the first one's URL, as two replicas on one database would run.
 */
export async function startApi({ port, databaseUrl: url, env = {} } = {}) {
  // Another server already answering there would pass the health check below in this one's place.
  if (
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production refuses the sandbox gateway unless allowed; the benchmarks pay with its test cards.
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // Production requires both; every instance of a run shares the secret so links agree across replicas.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TOKEN_SECRET: 'bench-token-secret-not-for-production-0001',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_PASSWORD,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // The load below comes from one address; the limiter is measured by the reliability suite, not here.
    RATE_LIMIT_MULTIPLIER: '100000',
    PG_DATA_DIR: BENCH.pgDir,
    EMBEDDED_PG_PORT: String(BENCH.pgPort),
    ...env,
  };
  if (url) childEnv.DATABASE_URL = url;
  else delete childEnv.DATABASE_URL;
  // stdout (pino's request lines) goes down a pipe to a process of its own that drains it, as a log collector would
  // (docker's log driver, journald): logging costs what it costs in production — the writes, and a reader on the same
  // cores — without the reading landing on this process's event loop, where the load generator runs. The api
  // section's logging row compares it with LOG_LEVEL=silent.
  const drain = spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] });
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=var/prof' profiles the API under the load it is measured with.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(serverNode(), [...serverNodeOptions(), ...nodeArgs, path.join(REPO, 'api/dist/main.js')], {
    cwd: REPO,
    env: childEnv,
    stdio: ['ignore', drain.stdin, 'pipe'],
  });
  // The child holds its own copy of the pipe's write end; once it exits, cat sees end of file and exits too.
  drain.stdin.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API on ${port} did not become healthy: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
