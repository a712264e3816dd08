import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { LiveReleases } from '../releases/live-releases.service';
import { AppMetrics } from './app-metrics';

/**
 * A pending reminder due longer ago than this is overdue: the worker looks every minute (REMINDER_POLL_INTERVAL_MS)
 * and a failed attempt moves the reminder's time 5 minutes on, so only a reminder nobody is sending gets here.
 */
export const REMINDER_OVERDUE_MS = 5 * 60_000;
/** A scrape never waits longer than this for the database; past it, the database's gauges sit this scrape out. */
const DATABASE_READ_BUDGET_MS = 2000;

/**
 * Both outboxes (mail_outbox: not yet delivered, 'sending' included; domain_event: not yet handled) and the
 * reminders, in one statement: one round trip on one pooled connection per scrape. Each count reads a partial index
 * of pending rows (mail_outbox_due_idx, domain_event_due_idx, booking_reminder_due_idx), which stays small.
 */
const BACKLOG_SQL = `
  SELECT (SELECT count(*) FROM mail_outbox WHERE status IN ('pending', 'sending'))::int AS mail_pending,
         (SELECT extract(epoch FROM now() - min(created_at)) FROM mail_outbox
           WHERE status IN ('pending', 'sending'))::float8 AS mail_age,
         (SELECT count(*) FROM domain_event WHERE status = 'pending')::int AS event_pending,
         (SELECT extract(epoch FROM now() - min(created_at)) FROM domain_event
           WHERE status = 'pending')::float8 AS event_age,
         (SELECT count(*) FROM booking_reminder WHERE status = 'pending' AND send_at <= now())::int AS reminders_due,
         (SELECT count(*) FROM booking_reminder
           WHERE status = 'pending' AND send_at <= now() - $1 * interval '1 millisecond')::int AS reminders_overdue`;

interface Backlog {
  mail_pending: number;
  mail_age: number | null;
  event_pending: number;
  event_age: number | null;
  reminders_due: number;
  reminders_overdue: number;
}

/** The node-postgres pool behind TypeORM's PostgreSQL driver (driver.master). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Gauges read when Prometheus scrapes, never on a request: the pool's connections, the outboxes' depth and oldest
 * pending age, reminders due and overdue, and the release each remote serves.
 */
@Injectable()
export class ScrapeGauges {
  private readonly logger = new Logger(ScrapeGauges.name);
  /** This scrape's read of the database; null when it failed or was skipped (its gauges are then left out). */
  private backlog: Backlog | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    live: LiveReleases,
    metrics: AppMetrics,
  ) {
    const gauge = (name: string, help: string, read: () => Sample[]) =>
      metrics.registry.registerMetric(new ScrapedGauge(name, help, read));
    const fromBacklog = (read: (b: Backlog) => Sample[]) => () => (this.backlog ? read(this.backlog) : []);

    gauge(
      'app_db_pool_connections',
      'PostgreSQL pool connections: open (total), idle, and requests waiting for one',
      () => {
        const pool = this.pool();
        if (!pool) return [];
        return [
          { labels: { state: 'total' }, value: pool.totalCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ];
      },
    );
    gauge(
      'app_outbox_pending',
      'Outbox rows not yet done: e-mails not delivered (outbox=mail), domain events not handled (outbox=event)',
      fromBacklog((b) => [
        { labels: { outbox: 'mail' }, value: b.mail_pending },
        { labels: { outbox: 'event' }, value: b.event_pending },
      ]),
    );
    gauge(
      'app_outbox_oldest_pending_age_seconds',
      'Age of the oldest outbox row not yet done (0 when there is none)',
      fromBacklog((b) => [
        { labels: { outbox: 'mail' }, value: b.mail_age ?? 0 },
        { labels: { outbox: 'event' }, value: b.event_age ?? 0 },
      ]),
    );
    gauge(
      'app_reminders_due',
      'Booking reminders whose time has come and that are not sent yet',
      fromBacklog((b) => [{ labels: {}, value: b.reminders_due }]),
    );
    gauge(
      'app_reminders_overdue',
      `Booking reminders still unsent ${REMINDER_OVERDUE_MS / 60_000} minutes after their time`,
      fromBacklog((b) => [{ labels: {}, value: b.reminders_overdue }]),
    );
    gauge(
      'app_remote_release_info',
      'The release each federated remote serves (role=live), and its canary while one runs (role=canary)',
      () =>
        live
          .current()
          .flatMap(({ remote, releaseId, canary }) => [
            { labels: { remote, release: releaseId, role: 'live' }, value: 1 },
            ...(canary ? [{ labels: { remote, release: canary.releaseId, role: 'canary' }, value: 1 }] : []),
          ]),
    );
  }

  private pool(): PgPool | undefined {
    return (this.dataSource.driver as unknown as { master?: PgPool }).master;
  }

  /**
   * Reads the database's figures for this scrape. Skipped while requests wait for a pooled connection (the scrape
   * would queue with them, and the pool gauge already says why), and bounded in time: metrics never hold a request.
   */
  async refresh(): Promise<void> {
    this.backlog = null;
    const pool = this.pool();
    if (!pool || pool.waitingCount > 0) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      const read = this.dataSource.query<Backlog[]>(BACKLOG_SQL, [REMINDER_OVERDUE_MS]);
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DATABASE_READ_BUDGET_MS)));
      const rows = await Promise.race([read, late]);
      if (rows === null) read.catch(() => undefined);
      this.backlog = rows?.[0] ?? null;
    } catch (error) {
      this.logger.warn(`Metrics could not read the outboxes and reminders: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/**
 * A prom-client Gauge whose samples are read when scraped. A sample that cannot be read this time is left out, not
 * reported as 0 (a plain Gauge without labels always shows a value): an alert on it then sees no data, not "fine".
 */
class ScrapedGauge extends Gauge {
  constructor(
    name: string,
    help: string,
    private readonly read: () => Sample[],
  ) {
    super({ name, help, registers: [] });
  }

  override async get(): Promise<Awaited<ReturnType<Gauge['get']>>> {
    return { ...(await super.get()), values: this.read() };
  }
}
