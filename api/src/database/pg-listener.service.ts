import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, type Notification } from 'pg';
import type { DataSource } from 'typeorm';

/** Shown in pg_stat_activity, so an operator (or a test) can find the connection. */
export const PG_LISTENER_APPLICATION_NAME = 'coaching-api-listener';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/** Where caughtUp() sends its marker; every instance listens to it. */
const SYNC_CHANNEL = 'listener_sync';
/**
 * The marker normally returns in about a millisecond; the bound only matters when the connection is lost or the box
 * is saturated. One second was hit on a machine at load 15 (the marker's own query waited for a pool connection), so a
 * read on the other replica right after the answer could still see the old list.
 */
const CAUGHT_UP_TIMEOUT_MS = 3_000;

export interface ChannelSubscriber {
  /** A NOTIFY on the channel committed (delivered at commit, in commit order). */
  onNotify(payload: string): void;
  /**
   * The connection was (re)established or lost: notifications may have been missed, so whatever was derived from
   * them must be dropped. `connected` says which.
   */
  onResync(connected: boolean): unknown;
}

/**
 * One LISTEN connection per API instance for the channels that keep in-memory state in step with the database
 * (read caches). LISTEN belongs to a session, so it is a dedicated pg Client beside TypeORM's pool; it reconnects
 * with backoff, and subscribers are told whenever the stream of notifications has a gap.
 */
@Injectable()
export class PgListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PgListener.name);
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  private client: Client | null = null;
  private live = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_MIN_MS;
  private stopped = false;
  private readonly markers = new Map<string, () => void>();
  private nextMarker = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.subscribe(SYNC_CHANNEL, {
      onNotify: (payload) => this.markers.get(payload)?.(),
      onResync: (connected) => {
        if (!connected) for (const release of this.markers.values()) release();
      },
    });
  }

  /**
   * Resolves once this instance has received every notification committed before the call. Notifications arrive
   * in commit order, so a marker sent now arrives after them. A write waits for this before it answers: the
   * database signalled every instance's listener at the same commit, so by the time this one has heard its own
   * marker the others have heard the change too, and a read that follows the answer, on any replica, sees it.
   * Bounded: a slow or lost connection delays an answer by at most three seconds, and caches are bypassed then anyway.
   */
  async caughtUp(): Promise<void> {
    if (!this.live) return;
    const marker = `${process.pid}:${++this.nextMarker}`;
    await new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.markers.delete(marker);
        resolve();
      };
      const timer = setTimeout(release, CAUGHT_UP_TIMEOUT_MS);
      this.markers.set(marker, release);
      this.dataSource.query('SELECT pg_notify($1, $2)', [SYNC_CHANNEL, marker]).catch(release);
    });
  }

  /** True while notifications are flowing: only then may state derived from them be trusted. */
  get connected(): boolean {
    return this.live;
  }

  /** Subscribe (normally from a constructor or onModuleInit, before the connection opens); returns the unsubscribe. */
  subscribe(channel: string, subscriber: ChannelSubscriber): () => void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
    const known = this.subscribers.get(channel);
    // A channel added while connected: LISTEN now, and the newcomer starts from a resync like everyone else did.
    if (!known && this.client && this.live) {
      this.client.query(`LISTEN ${channel}`).then(
        () => subscriber.onResync(true),
        (error: unknown) => this.client && this.dropped(this.client, error),
      );
    }
    const set = known ?? new Set();
    set.add(subscriber);
    this.subscribers.set(channel, set);
    return () => set.delete(subscriber);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.setLive(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { url } = this.dataSource.options as { url?: string };
    const client = new Client({ connectionString: url, application_name: PG_LISTENER_APPLICATION_NAME });
    this.client = client;
    client.on('notification', (n: Notification) => this.deliver(n));
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.dropped(client, error);
      return;
    }
    if (this.stopped || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.retryMs = RETRY_MIN_MS;
    // Listening from here on; whatever committed before is read fresh by the subscribers.
    this.setLive(true);
  }

  private deliver(n: Notification): void {
    for (const subscriber of this.subscribers.get(n.channel) ?? []) subscriber.onNotify(n.payload ?? '');
  }

  private setLive(live: boolean): void {
    this.live = live;
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onResync(live);
  }

  private dropped(client: Client, error?: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.setLive(false);
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : 'connection ended';
    this.logger.warn(`LISTEN connection lost (${reason}); retrying in ${this.retryMs} ms, caches bypassed meanwhile`);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
