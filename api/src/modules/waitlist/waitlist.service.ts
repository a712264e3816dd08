import { createHash, randomUUID } from 'node:crypto';
import {
  type BrandId,
  businessDate,
  type CoachWaitlistDayDto,
  ErrorCode,
  isWaitlistDay,
  WAITLIST_MESSAGES,
  type WaitlistEntryDto,
  type WaitlistJoinedDto,
  type WaitlistJoinValues,
} from '@app/contracts';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { IntervalJob } from '../../common/interval-job';
import { DomainError } from '../../common/domain-error';
import { liveBookingSql } from '../bookings/live-booking.sql';
import { LinkTokensService } from '../link-tokens/link-tokens.service';
import { DomainEvents } from '../domain-events/domain-events';

/** The freed time the waitlist's e-mail offers (the first still free of the slots given). */
interface FreedSlot {
  id: string;
  brand: BrandId;
  date: string;
}

/**
 * An entry hears of at most one freed time per this many minutes: a burst (the coach releasing unpaid bookings in
 * bulk, a blackout lifted) is one e-mail, not one per slot; the link shows the whole day, so later times of the same
 * burst are on the page it opens. A time freed after the gap is news again.
 */
export const WAITLIST_NOTIFY_GAP_MINUTES = 15;

/** Past days are swept out hourly; until then, readers ignore them (every query compares with today). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A time a waiter can still have: in the future, inside the brand's hours, its day not blacked out, and no live
 * booking on it (live-booking.ts). Read inside the caller's transaction, after the change that freed it committed.
 */
const FREE_SLOT_SQL = `
  SELECT s.id, s.brand, s.date, s.time FROM time_slot s
   WHERE s.id = ANY($1::uuid[]) AND s.starts_at > $2 AND NOT s.outside_hours
     AND NOT EXISTS (SELECT 1 FROM blackout_date d WHERE d.date = s.date AND (d.brand IS NULL OR d.brand = s.brand))
     AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.time_slot_id = s.id AND ${liveBookingSql('b', '$2')})
   ORDER BY s.starts_at`;

/**
 * "Tell me if a time opens" (issue 33 item 3). Joining stores one row per brand, day and address and e-mails one
 * confirmation; a freed time e-mails everyone waiting for its day in the transaction that handles the freeing; the
 * existing slot lock decides who gets it. No answer says whether an address was already waiting (DESIGN §3).
 */
@Injectable()
export class WaitlistService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WaitlistService.name);
  private readonly job = new IntervalJob({
    name: 'Waitlist sweep',
    everyMs: SWEEP_INTERVAL_MS,
    logger: this.logger,
    run: () => this.sweep(),
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly tokens: LinkTokensService,
    private readonly events: DomainEvents,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * A day that still has free times is accepted too: the page may be minutes old, and the times left may not be
   * ones the visitor can make; the list only speaks when a time frees, so waiting on such a day costs nothing.
   */
  async join(form: WaitlistJoinValues): Promise<WaitlistJoinedDto> {
    if (!isWaitlistDay(form.date, businessDate(this.clock.now()))) {
      throw new DomainError(ErrorCode.VALIDATION_FAILED, {
        field: 'date',
        message: WAITLIST_MESSAGES.dayOutsideWindow,
      });
    }
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      const inserted: Array<{ id: string }> = await manager.query(
        `INSERT INTO waitlist_entry (id, brand, date, email, unsubscribe_token_hash) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (brand, date, lower(email)) DO UPDATE SET left_at = NULL, notified_at = NULL
           WHERE waitlist_entry.left_at IS NOT NULL
         RETURNING id`,
        [id, form.brand, form.date, form.email, hashToken(this.tokens.waitlist(id))],
      );
      // Already waiting: the same answer, and no second e-mail (the first one has the way off the list). Back after
      // leaving: the entry is waiting again under its first id, so the links of every e-mail it had stay one.
      const [entry] = inserted;
      if (entry) await this.events.publish(manager, 'waitlist.joined', { entryId: entry.id });
    });
    return { message: WAITLIST_MESSAGES.joined };
  }

  /** Which list an unsubscribe link is for; a past day's or a removed entry's link is no longer valid. */
  async entryFor(token: string): Promise<WaitlistEntryDto> {
    const [row] = await this.dataSource.query<Array<{ brand: BrandId; date: string }>>(
      `SELECT brand, date FROM waitlist_entry WHERE unsubscribe_token_hash = $1 AND date >= $2 AND left_at IS NULL`,
      [hashToken(token), businessDate(this.clock.now())],
    );
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND, { message: WAITLIST_MESSAGES.linkInvalid });
    return { brand: row.brand, date: row.date };
  }

  /**
   * Leaving twice is the same success: the address is off the list either way (the entry stays, marked, until the
   * sweep removes its day). A token no e-mail of ours carried, or one whose day has gone, is a 404 like the GET's.
   */
  async leave(token: string): Promise<WaitlistJoinedDto> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      `UPDATE waitlist_entry SET left_at = coalesce(left_at, $2) WHERE unsubscribe_token_hash = $1`,
      [hashToken(token), this.clock.now()],
    );
    if (count === 0) throw new DomainError(ErrorCode.NOT_FOUND, { message: WAITLIST_MESSAGES.linkInvalid });
    return { message: WAITLIST_MESSAGES.left };
  }

  /** Who waits, today onward, grouped by day and brand; those who left are not listed. */
  async waiting(): Promise<CoachWaitlistDayDto[]> {
    const rows = await this.dataSource.query<
      Array<{ brand: BrandId; date: string; email: string; created_at: Date; notified_at: Date | null }>
    >(
      `SELECT brand, date, email, created_at, notified_at FROM waitlist_entry
        WHERE date >= $1 AND left_at IS NULL
        ORDER BY date, brand, created_at, email`,
      [businessDate(this.clock.now())],
    );
    const days: CoachWaitlistDayDto[] = [];
    for (const row of rows) {
      let day = days.at(-1);
      if (!day || day.date !== row.date || day.brand !== row.brand) {
        day = { brand: row.brand, date: row.date, people: [] };
        days.push(day);
      }
      day.people.push({
        email: row.email,
        since: row.created_at.toISOString(),
        notifiedAt: row.notified_at?.toISOString() ?? null,
      });
    }
    return days;
  }

  /** Removes the entries of days that have passed (Eastern); returns how many. */
  async sweep(): Promise<number> {
    const [, count] = await this.dataSource.query<[unknown, number]>(`DELETE FROM waitlist_entry WHERE date < $1`, [
      businessDate(this.clock.now()),
    ]);
    return count;
  }

  /**
   * Some of these slots may have just been freed: tells everyone waiting for the day of the first one still free
   * (waitlist.time_open, which the notifications module turns into e-mails), except entries told of a time within
   * the last WAITLIST_NOTIFY_GAP_MINUTES. Runs in the event handler's transaction, so the event and the
   * `notified_at` marks commit together or not at all.
   */
  async notifyFreed(manager: EntityManager, slotIds: string[]): Promise<number> {
    if (slotIds.length === 0) return 0;
    const now = this.clock.now();
    const [slot] = await manager.query<FreedSlot[]>(FREE_SLOT_SQL, [slotIds, now]);
    if (!slot) return 0;
    // An UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [waiting] = await manager.query<[Array<{ id: string }>, number]>(
      `UPDATE waitlist_entry SET notified_at = $3
        WHERE brand = $1 AND date = $2 AND date >= $4 AND left_at IS NULL
          AND (notified_at IS NULL OR notified_at <= $3::timestamptz - make_interval(mins => $5))
        RETURNING id`,
      [slot.brand, slot.date, now, businessDate(now), WAITLIST_NOTIFY_GAP_MINUTES],
    );
    if (waiting.length > 0)
      await this.events.publish(manager, 'waitlist.time_open', { slotId: slot.id, entryIds: waiting.map((w) => w.id) });
    return waiting.length;
  }

  /** Someone on the list booked a time that day: they have what they waited for. */
  async forget(manager: EntityManager, brand: BrandId, date: string, email: string): Promise<void> {
    await manager.query(`DELETE FROM waitlist_entry WHERE brand = $1 AND date = $2 AND lower(email) = lower($3)`, [
      brand,
      date,
      email,
    ]);
  }
}
