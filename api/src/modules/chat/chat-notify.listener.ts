import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, type Notification } from 'pg';
import { Subject } from 'rxjs';
import type { DataSource } from 'typeorm';
import { CHAT_NOTIFY_CHANNEL, LISTENER_RETRY_MAX_MS, LISTENER_RETRY_MIN_MS } from './chat-gateway.constants';
import { decodeChatEvent, type ChatEventEnvelope } from './chat-events';

/** Shown in pg_stat_activity, so an operator (or a test) can find the listener connection. */
export const CHAT_LISTENER_APPLICATION_NAME = 'coaching-api-chat-listener';

/**
 * Fan-out across API instances (DESIGN §3): one dedicated connection per instance LISTENs on the chat channel
 * (a pooled connection cannot: LISTEN belongs to a session). When the connection drops it is re-opened with
 * backoff, and `resynced$` fires so the gateway can re-send history for anything missed meanwhile.
 */
@Injectable()
export class ChatNotifyListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChatNotifyListener.name);
  /** The connection in use or being opened; events of any older one are ignored. */
  private client: Client | null = null;
  private connected = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = LISTENER_RETRY_MIN_MS;
  private stopped = false;
  private everConnected = false;

  readonly events$ = new Subject<ChatEventEnvelope>();
  /** After a reconnect (not the first connect): events may have been missed while it was down. */
  readonly resynced$ = new Subject<void>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    // The first LISTEN is awaited: an instance that starts serving sockets already hears the others.
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    this.events$.complete();
    this.resynced$.complete();
  }

  get listening(): boolean {
    return this.connected;
  }

  private async connect(): Promise<void> {
    // The same database as the pool (data-source.options.ts always connects by URL).
    const { url } = this.dataSource.options as { url?: string };
    const client = new Client({ connectionString: url, application_name: CHAT_LISTENER_APPLICATION_NAME });
    this.client = client;
    client.on('notification', (n: Notification) => this.onNotification(n));
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_NOTIFY_CHANNEL}`);
    } catch (error) {
      this.dropped(client, error);
      return;
    }
    if (this.stopped || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.connected = true;
    this.retryMs = LISTENER_RETRY_MIN_MS;
    if (this.everConnected) {
      this.logger.log('Chat listener reconnected');
      this.resynced$.next();
    }
    this.everConnected = true;
  }

  private onNotification(n: Notification): void {
    if (n.channel !== CHAT_NOTIFY_CHANNEL) return;
    const envelope = decodeChatEvent(n.payload);
    if (envelope) this.events$.next(envelope);
  }

  /** Called for 'error', 'end' and failed connects alike; only the current client's first call schedules a retry. */
  private dropped(client: Client, error?: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.connected = false;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, LISTENER_RETRY_MAX_MS);
    this.logger.warn(
      `Chat listener connection lost (${error instanceof Error ? error.message : 'closed'}); retrying in ${delay} ms`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
  }
}
