import type { ChildProcess } from 'node:child_process';

export interface ClusterOptions {
  /** Working folder (nginx prefixes, served copies of the remotes, logs, remotes.json, outbox); default var/cluster. */
  dir?: string;
  proxyPort?: number;
  shellPort?: number;
  apiPorts?: [number, number] | number[];
  remotePorts?: number[];
  /** External PostgreSQL; default DATABASE_URL, else one embedded server. */
  databaseUrl?: string;
  pgDataDir?: string;
  pgPort?: number;
  /** Wipe the embedded PostgreSQL's data folder first. */
  freshDatabase?: boolean;
  adminPassword?: string;
  tokenSecret?: string;
  /** Added to (and overriding) the replicas' environment. */
  apiEnv?: Record<string, string>;
  shellEnv?: Record<string, string>;
  /** Echo the processes' output to this terminal. */
  echo?: boolean;
  log?: (message: string) => void;
}

export interface Replica {
  index: number;
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess | null;
  readonly running: boolean;
  start(): Promise<void>;
  /** Sends the signal (SIGTERM: graceful stop) and resolves with how the process exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log(): string;
}

export interface RemoteOrigin {
  name: string;
  port: number;
  origin: string;
  /** Where the shell's server renderer reaches its Node build (compose's internal port 8081; never public). */
  internalOrigin: string;
  /** The folder its nginx serves (a copy of the remote's dist, where releases are published). */
  root: string;
  stop(): Promise<unknown>;
  accessLog(): string;
}

export interface Cluster {
  /** The proxy: the site's address. */
  url: string;
  dir: string;
  databaseUrl: string;
  adminPassword: string;
  outboxDir: string;
  remotesFile: string;
  replicas: Replica[];
  remotes: Record<string, RemoteOrigin>;
  shell: { port: number; url: string; log(): string; restarted(): Promise<void> };
  proxy: { accessLog(): string };
  /** Another nginx with docker/nginx-remote.conf serving `root` on its own origin. */
  serveRemote(name: string, root: string, port?: number): Promise<RemoteOrigin>;
  /** A rolling deploy of a new build (`dist`) into the folder the remote's origin serves. */
  publishRemote(name: string, dist: string): void;
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function publishRemote(root: string, dist: string): void;
/** Debian's nginx (or NGINX_PATH). */
export function nginxBinary(): string;
export function renderTemplate(text: string, vars: Record<string, string | number>): string;
export const REMOTES: ReadonlyArray<{ name: string; dir: string; env: string }>;
export const ENTRY_FILES: readonly string[];
