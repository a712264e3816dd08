import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import type { AppConfigService } from '../../../config/app-config.module';
import { tracing } from '../../../observability/tracing-hooks';
import { MailDelivery } from '../mailer/mail-delivery';
import { errorText, retryDelayMs } from './backoff';
import { PollingWorker } from './polling-worker';

/** Rows claimed per statement: small, so several instances share a burst. */
export const MAIL_BATCH = 10;
/** How long a claim is this sender's; a sender that died is replaced after it. Far above the SMTP timeouts. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** After this many attempts (about ten hours of back-off) a message is marked failed and logged. */
export const MAIL_MAX_ATTEMPTS = 15;

/**
 * While mail waits out its back-off (an hour apart at worst), one waiting message is tried this often anyway. When
 * it goes through, the mail server is back and everything waiting is due at once: the outbox drains within a
 * minute of SMTP returning, not when each message's back-off happens to end (issue 32).
 */
export const MAIL_PROBE_MS = 30_000;

/**
 * Leases due messages: pending ones whose time has come, and ones whose sender's lease ran out. SKIP LOCKED lets
 * several instances claim at once without waiting for, or taking, each other's rows; once this statement commits,
 * the rows are 'sending' under this lease and no other instance touches them until it runs out.
 */
const CLAIM_SQL = `
  UPDATE mail_outbox
     SET status = 'sending', attempts = attempts + 1, lease_token = gen_random_uuid(),
         lease_until = now() + $2 * interval '1 millisecond'
   WHERE id IN (SELECT id FROM mail_outbox
                 WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND lease_until < now())
                 ORDER BY id
                 LIMIT $1
                 FOR UPDATE SKIP LOCKED)
  RETURNING id, type, to_address, created_at, envelope, raw, attempts, lease_token, traceparent`;

/** Leases the waiting message next due, early, without counting an attempt: a probe of the mail server. */
const PROBE_SQL = `
  UPDATE mail_outbox
     SET status = 'sending', lease_token = gen_random_uuid(), lease_until = now() + $1 * interval '1 millisecond'
   WHERE id = (SELECT id FROM mail_outbox
                WHERE status = 'pending' AND next_attempt_at > now()
                ORDER BY next_attempt_at, id
                LIMIT 1
                FOR UPDATE SKIP LOCKED)
  RETURNING id, type, to_address, created_at, envelope, raw, attempts, lease_token, traceparent`;

interface ClaimedMail {
  id: string;
  type: string;
  to_address: string;
  created_at: Date;
  envelope: { from: string; to: string[] };
  raw: Buffer;
  attempts: number;
  lease_token: string;
  traceparent: string | null;
}

/** Delivers the mail outbox. Every instance runs one: polling, woken by NOTIFY, and driven by tests through `run`. */
@Injectable()
export class MailWorker extends PollingWorker {
  protected readonly logger = new Logger(MailWorker.name);
  private readonly delivery: MailDelivery;
  /** When this instance last probed (or started): the next probe is MAIL_PROBE_MS after it. */
  private probedAt: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) config: AppConfigService,
    private readonly clock: Clock,
  ) {
    super(config.get('mailPollIntervalMs', { infer: true }), 'Mail delivery');
    const smtpUrl = config.get('smtpUrl', { infer: true });
    this.delivery = new MailDelivery(smtpUrl, smtpUrl ? null : config.get('outboxDir', { infer: true }));
    this.probedAt = clock.now().getTime();
  }

  override async beforeApplicationShutdown(): Promise<void> {
    await super.beforeApplicationShutdown();
    this.delivery.close();
  }

  protected async pass(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const [rows = []] = await this.dataSource.query<[ClaimedMail[] | undefined, number]>(CLAIM_SQL, [
        MAIL_BATCH,
        MAIL_LEASE_MS,
      ]);
      // Stopping (SIGTERM): what is claimed but not yet sent goes back at once, for another instance to send now
      // rather than after the lease; what was sent is marked sent first, so nothing goes out twice.
      const batch = async () => {
        for (const row of rows) await (this.stopped ? this.release(row) : this.deliver(row));
      };
      // Tracing on: a span per batch delivered, linked to the trace each message was written in.
      if (tracing.hooks && rows.length > 0)
        await tracing.hooks.mailBatchSpan(
          rows.map((row) => row.traceparent),
          batch,
        );
      else await batch();
      attempted += rows.length;
      if (rows.length < MAIL_BATCH || this.stopped) break;
    }
    return attempted > 0 || this.stopped ? attempted : this.probe();
  }

  /** Nothing due: every MAIL_PROBE_MS, one waiting message early; if it goes through, the rest go now. */
  private async probe(): Promise<number> {
    const now = this.clock.now().getTime();
    if (now - this.probedAt < MAIL_PROBE_MS) return 0;
    this.probedAt = now;
    const [rows = []] = await this.dataSource.query<[ClaimedMail[] | undefined, number]>(PROBE_SQL, [MAIL_LEASE_MS]);
    const [row] = rows;
    if (!row) return 0;
    try {
      await this.delivery.deliver({
        id: String(row.id),
        type: row.type,
        createdAt: new Date(row.created_at),
        envelope: row.envelope,
        raw: row.raw,
      });
    } catch (error) {
      // Still down: the message keeps its attempts and its schedule, so probing never uses up its retries.
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = 'pending', last_error = $3, lease_until = NULL, lease_token = NULL
          WHERE id = $1 AND lease_token = $2`,
        [row.id, row.lease_token, errorText(error)],
      );
      return 1;
    }
    await this.markSent(row);
    await this.dataSource.query(
      `UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending' AND next_attempt_at > now()`,
    );
    return 1 + (await this.pass());
  }

  private async deliver(row: ClaimedMail): Promise<void> {
    try {
      await this.delivery.deliver({
        id: String(row.id),
        type: row.type,
        createdAt: new Date(row.created_at),
        envelope: row.envelope,
        raw: row.raw,
      });
    } catch (error) {
      return this.failed(row, error);
    }
    await this.markSent(row);
  }

  private async markSent(row: ClaimedMail): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), lease_until = NULL, lease_token = NULL, last_error = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.lease_token],
    );
    this.logger.log(`Sent ${row.type} to ${row.to_address}`);
  }

  private async release(row: ClaimedMail): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'pending', attempts = attempts - 1, lease_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.lease_token],
    );
  }

  private async failed(row: ClaimedMail, error: unknown): Promise<void> {
    const gaveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
    await this.dataSource.query(
      `UPDATE mail_outbox
          SET status = $3, last_error = $4, lease_until = NULL, lease_token = NULL,
              next_attempt_at = now() + $5 * interval '1 millisecond'
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.lease_token, gaveUp ? 'failed' : 'pending', errorText(error), retryDelayMs(row.attempts)],
    );
    const what = `${row.type} to ${row.to_address} (mail ${row.id}, attempt ${row.attempts})`;
    if (gaveUp) this.logger.error(`Gave up on ${what}: ${errorText(error)}`);
    else this.logger.warn(`Could not send ${what}, retrying later: ${errorText(error)}`);
  }
}
