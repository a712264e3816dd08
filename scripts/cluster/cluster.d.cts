import type { ChildProcess } from 'node:child_process';

export interface ClusterOptions {
  /** Working folder (nginx prefixes, the release store, logs, outbox); default var/cluster. */
  dir?: string;
  proxyPort?: number;
  shellPort?: number;
  apiPorts?: [number, number] | number[];
  /** The releases' nginx (compose does not publish it: browsers reach it through the proxy at /mfe/). */
  releasesPort?: number;
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

export interface PublishOptions {
  /** Start it as a canary for this share (1–99) instead of making it live. */
  canary?: number;
  actor?: string;
}

export interface Cluster {
  /** The proxy: the site's address. */
  url: string;
  dir: string;
  databaseUrl: string;
  adminPassword: string;
  outboxDir: string;
  /** The release store (RELEASES_DIR of the replicas, served by the releases' nginx). */
  releasesDir: string;
  replicas: Replica[];
  /** The releases' nginx (docker/nginx-releases.conf): `origin` for the proxy, `internalOrigin` for the renderer. */
  releases: { origin: string; internalOrigin: string; accessLog(): string };
  shell: { port: number; url: string; log(): string };
  proxy: { accessLog(): string };
  /** A remote's publish step (docker/publish-release.sh) with the build in `dist`: its release id. */
  publish(name: string, dist: string, options?: PublishOptions): Promise<{ releaseId: string; output: string }>;
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
/** Debian's nginx (or NGINX_PATH). */
export function nginxBinary(): string;
export function renderTemplate(text: string, vars: Record<string, string | number>): string;
export const REMOTES: ReadonlyArray<{ name: string; dir: string; env: string }>;
