import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PAGES_FILE, pagesOf, pagesProblem, type RemoteEntry, type RemoteName, type RemotePage } from '@app/contracts';
import type { AppConfigService } from '../../config/app-config.module';
import { FEDERATED_REMOTES } from '../../config/federated-remotes.constants';
import { PgListener } from '../../database/pg-listener.service';
import { publishLocalBuilds } from './local-builds';
import { ReleasePublisher } from './release-publisher.service';
import { ReleaseRegistry, type LiveRelease } from './release-registry.service';
import { ReleaseStore } from './release-store';

/** NOTIFY'd by the trigger on remote_live (migration 1764100000000-remote-releases). */
export const RELEASES_CHANNEL = 'remote_releases';
/** A re-read even without a notification: a lost one (a listener reconnecting) costs at most this long. */
const SAFETY_POLL_MS = 10_000;

/**
 * What each remote serves, in memory on every replica (issue 30): read at start, and again whenever the registry
 * NOTIFYs (or the listener reconnects), so a release, promote or rollback reaches every replica's `/remotes.json`
 * and server renderer within a moment, without a restart. `REMOTE_<NAME>_URL` still pins a remote elsewhere.
 */
@Injectable()
export class LiveReleases implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(LiveReleases.name);
  private live = new Map<RemoteName, LiveRelease>();
  private readonly listeners = new Set<() => void>();
  private refreshing: Promise<void> | null = null;
  private again = false;
  private poll?: NodeJS.Timeout;
  /** Set as the app begins to stop: a NOTIFY or a listener resync then must not read a closing pool. */
  private stopping = false;
  private readonly pinned: Partial<Record<RemoteName, string>>;
  /** Each release's pages.json, read once: a release never changes (null: it has none, or not a valid one). */
  private readonly pages = new Map<string, RemotePage[] | null>();

  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly publisher: ReleasePublisher,
    @Inject(ReleaseStore) private readonly store: ReleaseStore,
    listener: PgListener,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {
    this.pinned = config.get('remoteUrls', { infer: true });
    const refresh = () => void this.refresh();
    listener.subscribe(RELEASES_CHANNEL, { onNotify: refresh, onResync: refresh });
  }

  async onApplicationBootstrap(): Promise<void> {
    const config = this.config;
    if (config.get('serveStatic', { infer: true })) {
      await publishLocalBuilds(this.publisher, config.get('staticRoot', { infer: true }), this.logger);
    }
    await this.refresh();
    this.poll = setInterval(() => void this.refresh(), SAFETY_POLL_MS).unref();
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
    clearInterval(this.poll);
  }

  onApplicationShutdown(): void {
    clearInterval(this.poll);
  }

  /** Calls `listener` after each change of what is live; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * remotes.json for a visitor. `bucket` (0–99, the visitor's canary cookie) puts them in a remote's canary when it
   * is below the canary's share; null (no cookie yet, or the server's own warm-up) always gets the live release.
   */
  remotesFor(bucket: number | null): { remotes: RemoteEntry[] } {
    const remotes: RemoteEntry[] = [];
    for (const { name } of FEDERATED_REMOTES) {
      const pinned = this.pinned[name];
      const live = this.live.get(name);
      if (pinned) remotes.push({ name, entry: pinned });
      else if (live) {
        const canary = live.canary && bucket !== null && bucket < live.canary.share ? live.canary : null;
        const served = canary ?? live;
        const pages = this.pagesOf(name, served.releaseId);
        remotes.push({ name, entry: `${served.baseUrl}mf-manifest.json`, ...(pages ? { pages } : {}) });
      }
    }
    return { remotes };
  }

  /**
   * The release sets a canary visitor may get, each with the buckets that get it (`from`–`to`, inclusive; none while
   * no remote has a canary). A bucket below a canary's share gets it, so each set is one run of buckets; canaries of
   * several remotes with different shares make a set per distinct share. The server renderer runs one render thread
   * per set, so canary pages are server-rendered from their releases; a shell deployed alone reads them beside
   * /remotes.json (`?canaries=1`) to do the same.
   */
  canaryBuckets(): Array<{ from: number; to: number; remotes: RemoteEntry[] }> {
    if (!this.hasCanary()) return [];
    const live = JSON.stringify(this.remotesFor(null));
    const runs: Array<{ from: number; to: number; remotes: RemoteEntry[]; key: string }> = [];
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const set = this.remotesFor(bucket);
      const key = JSON.stringify(set);
      if (key === live) continue;
      const last = runs.at(-1);
      if (last?.key === key && last.to === bucket - 1) last.to = bucket;
      else runs.push({ from: bucket, to: bucket, remotes: set.remotes, key });
    }
    return runs.map(({ from, to, remotes }) => ({ from, to, remotes }));
  }

  /** The release sets of canaryBuckets, as remotes.json. */
  canarySets(): Array<{ remotes: RemoteEntry[] }> {
    return this.canaryBuckets().map(({ remotes }) => ({ remotes }));
  }

  /**
   * A release's own pages (issue 30: a remote owns its routes), so a browser reading /remotes.json routes without
   * asking each release for them; what the server renderer reads from the same files.
   */
  private pagesOf(remote: RemoteName, releaseId: string): RemotePage[] | null {
    const key = `${remote}/${releaseId}`;
    if (!this.pages.has(key)) {
      let pages: RemotePage[] | null = null;
      try {
        const data = JSON.parse(readFileSync(join(this.store.dirOf(remote, releaseId), PAGES_FILE), 'utf8')) as unknown;
        if (pagesProblem(data) === null) pages = pagesOf(data as RemotePage[]);
      } catch {
        // No pages.json (a release from before remotes published them): the shell routes it by its snapshot.
      }
      this.pages.set(key, pages);
    }
    return this.pages.get(key) ?? null;
  }

  /** What each remote served from here serves now (a pinned remote, REMOTE_<NAME>_URL, is not ours): for metrics. */
  current(): LiveRelease[] {
    return [...this.live.values()].filter((live) => !this.pinned[live.remote]);
  }

  /** Whether any remote has a canary (only then does a visitor need a bucket cookie). */
  hasCanary(): boolean {
    return [...this.live.values()].some((live) => live.canary && !this.pinned[live.remote]);
  }

  /** Re-reads the pointer; calls overlapping a read run once more after it, so the last change is never missed. */
  refresh(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.again = false;
        try {
          const rows = await this.registry.live();
          const next = new Map(rows.map((row) => [row.remote, row] as const));
          const changed = JSON.stringify([...next.entries()]) !== JSON.stringify([...this.live.entries()]);
          this.live = next;
          if (changed) for (const listener of this.listeners) listener();
        } catch (error) {
          // A read the stop overtook ("Driver not Connected") says nothing about the releases.
          if (!this.stopping) this.logger.warn(`Could not read the live releases: ${(error as Error).message}`);
        }
      } while (this.again);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }
}
