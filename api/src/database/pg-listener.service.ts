import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Client, type Notification } from 'pg';
import type { DataSource } from 'typeorm';
import { ListenerAcks } from './listener-acks';

/**
 * Shown in pg_stat_activity once the connection listens, so an operator (or a test) can find it, and so caughtUp can
 * list every instance's listener. Until then it goes by the starting name: a listener that cannot answer a marker yet
 * must not be waited for.
 */
export const PG_LISTENER_APPLICATION_NAME = 'coaching-api-listener';
const STARTING_APPLICATION_NAME = `${PG_LISTENER_APPLICATION_NAME} (starting)`;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/** Where caughtUp() sends its marker; every instance listens to it, and answers on ACK_CHANNEL. */
const SYNC_CHANNEL = 'listener_sync';
const ACK_CHANNEL = 'listener_ack';
/**
 * The marker normally returns in about a millisecond; the bound only matters when the connection is lost or the box
 * is saturated. One second was hit on a machine at load 15 (the marker's own query waited for a pool connection), so a
 * read on the other replica right after the answer could still see the old list.
 */
const CAUGHT_UP_TIMEOUT_MS = 3_000;

export interface ChannelSubscriber {
  /** A NOTIFY on the channel committed (delivered at commit, in commit order); `senderPid` is its backend's pid. */
  onNotify(payload: string, senderPid: number): void;
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
  private readonly acks = new ListenerAcks();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // Every instance answers every marker, from its listener connection: the answer's sender pid names the instance.
    this.subscribe(SYNC_CHANNEL, {
      onNotify: (marker) => void this.client?.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, marker]).catch(noop),
      onResync: noop,
    });
    this.subscribe(ACK_CHANNEL, {
      onNotify: (marker, senderPid) => this.acks.heard(marker, senderPid),
      onResync: (connected) => {
        if (!connected) this.acks.abandonAll();
      },
    });
  }

  /**
   * Resolves once every instance's listener has received every notification committed before the call, so a read
   * that follows on any replica sees the change. A write waits for this before it answers.
   *
   * The marker goes out in the same statement that lists the listening instances (their listener backends in
   * pg_stat_activity); each answers the marker on receipt, and notifications arrive in commit order, so an answer
   * means that instance has applied everything before it. (Hearing only our own marker proved nothing about the
   * others: each replica's event loop takes its notifications in its own time.) Bounded: a slow or lost connection
   * delays an answer by at most three seconds, and a replica that stays silent is not waited for again until it
   * answers; caches are bypassed while a listener is down anyway.
   */
  async caughtUp(): Promise<void> {
    if (!this.live) return;
    const marker = randomUUID();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.acks.abandon(marker, true), CAUGHT_UP_TIMEOUT_MS);
      this.acks.open(marker, () => {
        clearTimeout(timer);
        resolve();
      });
      this.dataSource
        .query(
          `SELECT pg_notify($1, $2), ARRAY(SELECT pid FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = $3) AS pids`,
          [SYNC_CHANNEL, marker, PG_LISTENER_APPLICATION_NAME],
        )
        .then(
          ([row]: { pids: number[] }[]) => this.acks.expect(marker, row.pids),
          () => this.acks.abandon(marker, false),
        );
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
    const client = new Client({ connectionString: url, application_name: STARTING_APPLICATION_NAME });
    this.client = client;
    client.on('notification', (n: Notification) => this.deliver(n));
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
      await client.query(`SET application_name = '${PG_LISTENER_APPLICATION_NAME}'`);
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
    for (const subscriber of this.subscribers.get(n.channel) ?? []) subscriber.onNotify(n.payload ?? '', n.processId);
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

function noop(): void {}
