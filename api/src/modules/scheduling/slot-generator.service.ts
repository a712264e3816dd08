import { BRAND_IDS, type BrandId, businessDate, slotWindowDates } from '@app/contracts';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { IntervalJob } from '../../common/interval-job';
import { BookingReadModel } from '../bookings/booking.read-model';
import { BusinessHoursRepository } from './business-hours.repository';
import { planWindow } from './slot-plan';

/** Often enough that the window moves within minutes of ET midnight even if nobody asks for slots. */
export const SLOT_GENERATION_INTERVAL_MS = 15 * 60_000;

/** What one run changed among the future slots of the window. */
export interface SlotChanges {
  /** Free slots offered that were not: created, or reopened by wider hours. */
  added: number;
  /** Free slots no longer offered: outside the hours now. */
  removed: number;
  /** Slots outside the hours now that a live booking holds: the booking keeps its time. */
  kept: number;
  /** The future slots offered now that were not (created or reopened), booked or not: news to the waitlist. */
  opened: string[];
}

/**
 * Keeps the slot table of today … today + 6 (ET) in step with each brand's weekly hours (business_hours). Runs at
 * boot, every 15 minutes, lazily before slots are listed or booked when the business date moved since the last run,
 * and at once when the coach changes the hours (BusinessHoursService, in the same transaction). Idempotent and safe
 * on any number of replicas: (brand, starts_at) is unique and inserts use ON CONFLICT DO NOTHING; each brand's run
 * holds its hours rows (FOR SHARE) so it never plans from hours a concurrent change is replacing.
 *
 * A slot the hours no longer cover is marked outside_hours, never deleted or moved: a booking on it keeps it.
 * Blackout dates are not applied here: they are filtered when slots are offered, so adding or removing one takes
 * effect at once.
 */
@Injectable()
export class SlotGeneratorService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SlotGeneratorService.name);
  private generatedFor: string | null = null;
  private running: Promise<void> | null = null;
  private readonly job = new IntervalJob({
    name: 'Slot generation',
    everyMs: SLOT_GENERATION_INTERVAL_MS,
    logger: this.logger,
    run: () => this.ensureWindow(true),
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hours: BusinessHoursRepository,
    /** Which slots live bookings hold: the bookings module's to say (it owns the booking table). */
    private readonly bookings: BookingReadModel,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureWindow();
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Generates the window unless it was already generated for today's business date (or `force`). */
  async ensureWindow(force = false): Promise<void> {
    const today = businessDate(this.clock.now());
    if (!force && this.generatedFor === today) return;
    // Concurrent callers share one run instead of racing the same inserts.
    this.running ??= this.generate(today).finally(() => {
      this.running = null;
    });
    await this.running;
  }

  /** Brings both brands' window starting at `today` in line with their hours, one transaction per brand. */
  async generate(today: string): Promise<void> {
    let added = 0;
    for (const brand of BRAND_IDS) {
      const changes = await this.dataSource.transaction((manager) => this.reconcile(manager, brand, today));
      added += changes.added;
    }
    this.generatedFor = today;
    if (added > 0) this.logger.log(`Generated ${added} time slots for ${today} onward`);
  }

  /**
   * In the caller's transaction: creates the window's missing slots of `brand`, reopens those its hours cover again
   * and marks outside_hours the future ones they no longer cover. Slots whose state changes are locked in id order
   * first, the order a booking's reschedule uses, so a booking being made on one either commits before (and keeps
   * it) or waits and finds it no longer offered.
   */
  async reconcile(manager: EntityManager, brand: BrandId, today: string): Promise<SlotChanges> {
    const week = await this.hours.week(manager, brand, 'share');
    const now = this.clock.now();
    const slots = planWindow(brand, today, week);
    const starts = slots.map((s) => s.startsAt.toISOString());
    const inserted = await manager.query<Array<{ id: string; starts_at: Date | string }>>(
      `INSERT INTO time_slot (brand, starts_at, ends_at, date, time)
       SELECT $1, s.starts_at, s.ends_at, s.date, s.time
         FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[], $5::text[]) AS s(starts_at, ends_at, date, time)
       ON CONFLICT (brand, starts_at) DO NOTHING
       RETURNING id, starts_at`,
      [brand, starts, slots.map((s) => s.endsAt.toISOString()), slots.map((s) => s.date), slots.map((s) => s.time)],
    );
    const created = inserted.filter((row) => new Date(row.starts_at).getTime() > now.getTime()).map((row) => row.id);

    // Rows whose outside_hours disagrees with the plan: in it but closed, or out of it but open.
    const flips = await manager.query<Array<{ id: string; outside_hours: boolean }>>(
      `SELECT id, outside_hours FROM time_slot
        WHERE brand = $1 AND date = ANY($2::text[]) AND starts_at > $3
          AND outside_hours = (starts_at = ANY($4::timestamptz[]))
        ORDER BY id
          FOR UPDATE`,
      [brand, slotWindowDates(today), now, starts],
    );
    if (flips.length === 0) return { added: created.length, removed: 0, kept: 0, opened: created };
    const ids = flips.map((row) => row.id);
    await manager.query('UPDATE time_slot SET outside_hours = NOT outside_hours WHERE id = ANY($1::uuid[])', [ids]);
    // Read after the locks: a booking that committed while this waited is seen here.
    const live = await this.bookings.liveOnSlots(ids, now);
    const count = (closing: boolean, booked: boolean) =>
      flips.filter((row) => row.outside_hours !== closing && live.has(row.id) === booked).length;
    const reopened = flips.filter((row) => row.outside_hours).map((row) => row.id);
    return {
      added: created.length + count(false, false),
      removed: count(true, false),
      kept: count(true, true),
      opened: [...created, ...reopened],
    };
  }
}
