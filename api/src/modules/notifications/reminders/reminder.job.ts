import { isLiveBooking } from '@app/contracts';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { IntervalJob } from '../../../common/interval-job';
import type { AppConfigService } from '../../../config/app-config.module';
import { BookingMailsService } from '../booking-mails.service';
import { BookingReadModel, type BookingSnapshot } from '../../bookings/booking.read-model';
import {
  REMINDER_OFFSETS_MS,
  REVIEW_REQUEST_DELAY_MS,
  REVIEW_REQUEST_KIND,
  type BookingMailKind,
} from './booking-reminders.service';

/** Rows claimed per transaction: small, so several instances share a burst instead of one taking it all. */
export const REMINDER_BATCH = 10;
/**
 * A reminder that could not be written to the mail outbox is retried this much later (one poll), up to MAX_ATTEMPTS
 * times: the last attempt falls within four minutes of its due time, so no reminder is still pending five minutes
 * after it was due (issue 32; at 5 minutes × 5 attempts one waited 20 minutes past due).
 */
export const RETRY_DELAY_MS = 60_000;
export const MAX_ATTEMPTS = 4;
/** A due time further ahead than this means the booking moved after the row was written: re-aim it. */
const MOVED_TOLERANCE_MS = 60_000;

/**
 * Due reminders, locked for this transaction only. SKIP LOCKED: another instance's worker passes over rows this
 * one holds instead of waiting, and a row whose claim committed as sent is no longer pending. The e-mail is written
 * to the mail outbox in the same transaction that marks the reminder sent, so it exists exactly once; if this
 * process dies first, the transaction rolls back and another instance retries the row. Delivery (and its retries
 * when SMTP is down) is the mail worker's. The bookings are read after the claim, in the same transaction: a
 * reschedule or cancellation that holds the booking waits on these reminder rows before it commits, so what is
 * read is what the reminders were written for.
 */
const CLAIM_SQL = `
  SELECT r.id AS reminder_id, r.booking_id, r.kind, r.attempts
    FROM booking_reminder r
   WHERE r.status = 'pending' AND r.send_at <= $1
   ORDER BY r.send_at, r.id
   LIMIT $2
   FOR UPDATE SKIP LOCKED`;

interface ClaimedRow {
  reminder_id: string;
  booking_id: string;
  kind: BookingMailKind;
  attempts: number;
}

export interface ReminderRun {
  sent: number;
  skipped: number;
  failed: number;
}

type Decision = { act: 'send' } | { act: 'skip'; reason: string } | { act: 'reaim'; sendAt: Date };

/** What to do with a due reminder (or review request), given the booking as it is now. */
export function decideReminder(booking: BookingSnapshot, kind: BookingMailKind, now: Date): Decision {
  if (kind === REVIEW_REQUEST_KIND) return decideReviewRequest(booking, now);
  if (!isLiveBooking(booking, now)) return { act: 'skip', reason: `booking ${booking.status}` };
  const start = booking.startsAt.getTime();
  if (now.getTime() >= start) return { act: 'skip', reason: 'session already started' };
  if (kind === '24h' && now.getTime() >= start - REMINDER_OFFSETS_MS['1h']) {
    return { act: 'skip', reason: 'superseded by the 1-hour reminder' };
  }
  const due = start - REMINDER_OFFSETS_MS[kind];
  if (due > now.getTime() + MOVED_TOLERANCE_MS) return { act: 'reaim', sendAt: new Date(due) };
  return { act: 'send' };
}

/** The review request: only after a reading that went ahead (confirmed, so paid or to be paid, and not cancelled). */
function decideReviewRequest(booking: BookingSnapshot, now: Date): Decision {
  if (booking.brand !== 'lunar') return { act: 'skip', reason: 'reviews are for Lunar Light readings' };
  if (booking.status !== 'confirmed') return { act: 'skip', reason: `booking ${booking.status}` };
  const due = booking.endsAt.getTime() + REVIEW_REQUEST_DELAY_MS;
  if (due > now.getTime() + MOVED_TOLERANCE_MS) return { act: 'reaim', sendAt: new Date(due) };
  return { act: 'send' };
}

/** Writes the 24-hour and 1-hour reminders and the review requests after readings. Every API instance runs one; the claim makes each reminder go out once. */
@Injectable()
export class ReminderWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReminderWorker.name);
  /** On shutdown the batch in flight commits (or rolls back, releasing its rows) and no further batch is claimed. */
  private readonly job: IntervalJob;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mails: BookingMailsService,
    private readonly bookings: BookingReadModel,
    private readonly clock: Clock,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.job = new IntervalJob({
      name: 'Reminder run',
      everyMs: config.get('reminderPollIntervalMs', { infer: true }),
      logger: this.logger,
      run: async () => {
        const run = await this.runOnce();
        if (run.sent + run.failed > 0) this.logger.log(`Reminders: ${run.sent} sent, ${run.failed} failed`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Sends everything due now, batch after batch, and says what happened. */
  async runOnce(): Promise<ReminderRun> {
    const run: ReminderRun = { sent: 0, skipped: 0, failed: 0 };
    for (;;) {
      const claimed = await this.dataSource.transaction((manager) => this.claimBatch(manager, run));
      if (claimed < REMINDER_BATCH || this.job.stopping) return run;
    }
  }

  private async claimBatch(manager: EntityManager, run: ReminderRun): Promise<number> {
    const now = this.clock.now();
    const rows: ClaimedRow[] = await manager.query(CLAIM_SQL, [now, REMINDER_BATCH]);
    const bookings = await this.bookings.snapshots(
      manager,
      rows.map((row) => row.booking_id),
    );
    for (const row of rows) {
      const found = bookings.get(row.booking_id);
      if (!found) {
        // Unreachable while the reminder's foreign key holds; a guard, not a case.
        await this.finish(manager, row.reminder_id, 'skipped', 'booking gone');
        run.skipped++;
        continue;
      }
      const booking = this.mails.withLinks(found);
      const decision = decideReminder(booking, row.kind, now);
      if (decision.act === 'skip') {
        await this.finish(manager, row.reminder_id, 'skipped', decision.reason);
        run.skipped++;
      } else if (decision.act === 'reaim') {
        await manager.query(`UPDATE booking_reminder SET send_at = $2, updated_at = now() WHERE id = $1`, [
          row.reminder_id,
          decision.sendAt,
        ]);
      } else if (await this.send(manager, row, booking, now)) {
        run.sent++;
      } else {
        run.failed++;
      }
    }
    return rows.length;
  }

  private async send(manager: EntityManager, row: ClaimedRow, booking: BookingSnapshot, now: Date): Promise<boolean> {
    try {
      // A savepoint: a failure here leaves the claim transaction usable for recording it.
      const kind = row.kind;
      await manager.transaction((inner) =>
        kind === REVIEW_REQUEST_KIND
          ? this.mails.reviewRequest(inner, booking)
          : this.mails.reminder(inner, booking, kind),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      await manager.query(
        `UPDATE booking_reminder SET attempts = $2, last_error = $3, send_at = $4, status = $5, updated_at = now()
          WHERE id = $1`,
        [
          row.reminder_id,
          attempts,
          message,
          new Date(now.getTime() + RETRY_DELAY_MS),
          attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        ],
      );
      this.logger.warn(`Reminder ${row.reminder_id} not sent (attempt ${attempts}): ${message}`);
      return false;
    }
    await manager.query(
      `UPDATE booking_reminder SET status = 'sent', sent_at = $2, attempts = attempts + 1, updated_at = now()
        WHERE id = $1`,
      [row.reminder_id, now],
    );
    return true;
  }

  private async finish(manager: EntityManager, id: string, status: 'skipped', reason: string): Promise<void> {
    await manager.query(`UPDATE booking_reminder SET status = $2, last_error = $3, updated_at = now() WHERE id = $1`, [
      id,
      status,
      reason,
    ]);
  }
}
