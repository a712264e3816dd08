import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, type Notification } from 'pg';
import type { DataSource } from 'typeorm';
import { errorText } from './backoff';
import { EventDispatcher } from './event-dispatcher';
import { MailWorker } from './mail-worker';
import { EVENT_CHANNEL, MAIL_CHANNEL } from './outbox-channels';

/** Shown in pg_stat_activity, so an operator (or a test) can find the listener connection. */
export const OUTBOX_LISTENER_APPLICATION_NAME = 'coaching-api-outbox-listener';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Wakes this instance's dispatcher and mail worker the moment another transaction commits an event or an e-mail
 * (NOTIFY is delivered at commit). A dedicated connection, as LISTEN belongs to a session. Polling stays on: a
 * notification missed while the connection was down only delays the work until the next poll.
 */
@Injectable()
export class OutboxListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxListener.name);
  private client: Client | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_MIN_MS;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dispatcher: EventDispatcher,
    private readonly mailWorker: MailWorker,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.dispatcher.enabled || this.mailWorker.enabled) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { url } = this.dataSource.options as { url?: string };
    const client = new Client({ connectionString: url, application_name: OUTBOX_LISTENER_APPLICATION_NAME });
    this.client = client;
    client.on('notification', (n: Notification) => this.onNotification(n));
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
      await client.query(`LISTEN ${MAIL_CHANNEL}`);
    } catch (error) {
      this.dropped(client, error);
      return;
    }
    if (this.stopped || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.retryMs = RETRY_MIN_MS;
    // Whatever committed while the connection was being opened.
    this.dispatcher.kick();
    this.mailWorker.kick();
  }

  private onNotification(n: Notification): void {
    if (n.channel === EVENT_CHANNEL) this.dispatcher.kick();
    else if (n.channel === MAIL_CHANNEL) this.mailWorker.kick();
  }

  private dropped(client: Client, error?: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.logger.warn(`Outbox listener connection lost (${error ? errorText(error) : 'closed'}); retrying in ${delay} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
  }
}
