import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_DATABASE_URL, E2E_RELEASES_DIR, REPO_ROOT } from './env';

const STOP_GRACE_MS = 10_000;

export interface ApiInstance {
  url: string;
  /** Everything the process logged so far (pino's JSON lines on stdout, and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A second single-origin server on the e2e database, with its own environment. */
export async function startApiInstance(port: number, env: Record<string, string>): Promise<ApiInstance> {
  const url = `http://127.0.0.1:${port}`;
  // A server already answering there (another run's) would pass the health check below and hide our failure to bind.
  const occupied = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Port ${port} is already in use: cannot start a second API instance there`);
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: E2E_DATABASE_URL,
      // A replica of the e2e server: the same registry (the database) and the same release store.
      RELEASES_DIR: E2E_RELEASES_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-admin-password',
      RATE_LIMIT_MULTIPLIER: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    process.stderr.write(chunk);
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`API instance exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('API instance did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output.join(''),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A SIGTERM that lands while the server renderer is still warming up can leave the process running (seen with
        // DATABASE_URL set, as here): after a grace period it is killed, and said so, rather than hanging the test.
        const killer = setTimeout(() => {
          process.stderr.write(
            `API instance on port ${port} still running ${STOP_GRACE_MS} ms after SIGTERM: killing it\n`,
          );
          child.kill('SIGKILL');
        }, STOP_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
