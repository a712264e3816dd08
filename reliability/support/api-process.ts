import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN_PASSWORD, RELIABILITY_TOKEN_SECRET, REPO_ROOT, SUITE_RELEASES_DIR } from './env';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * One more built API process (api/dist/main.js) with its own environment; DATABASE_URL only if given.
 * The embedded PostgreSQL ports (544xx) lie inside Linux's ephemeral range: right after a load test, a client
 * socket of this very process may still hold the port, and postgres then cannot bind it. That clears within
 * seconds (idle keep-alive sockets close), so such a start is tried again.
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(port, env);
    } catch (error) {
      if (attempt >= 4 || !/Address already in use/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

async function startOnce(port: number, env: Record<string, string>): Promise<ApiProcess> {
  // Another server already answering there would pass the health check below in this one's place.
  if (
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    // Production requires PUBLIC_URL and TOKEN_SECRET (replicas on one database share the secret, so links agree).
    // ALLOW_SANDBOX_PAYMENTS: production refuses the sandbox gateway otherwise; these suites test with its test cards.
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TOKEN_SECRET: RELIABILITY_TOKEN_SECRET,
      // The suite's release store: a replica on the suite's database serves the releases its registry names.
      RELEASES_DIR: SUITE_RELEASES_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`API on ${port} exited (${child.exitCode ?? child.signalCode}): ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API on ${port} did not become healthy: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Stops the PostgreSQL that still runs on a data directory (a killed API leaves it behind) and removes the
 * directory. The postmaster's pid comes from the directory's own postmaster.pid (pg_ctl refuses to run as root).
 */
export async function removeCluster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (isAlive(pid)) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown: the data is thrown away next
      const deadline = Date.now() + 30_000;
      while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first of `ports` nobody holds. The 544xx ports lie inside Linux's ephemeral range, so a client socket (a
 * database pool's connection of another server, a keep-alive HTTP connection) can hold one as its local port for as
 * long as it lives; binding the port here is the same check postgres will make.
 */
export async function firstFreePort(ports: number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`none of the ports ${ports.join(', ')} is free`);
}
