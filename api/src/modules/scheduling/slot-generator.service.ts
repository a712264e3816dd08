import { type BrandId, businessDate } from '@app/contracts';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { planWindow } from './slot-plan';

const BRANDS: readonly BrandId[] = ['coaching', 'lunar'];
/** Often enough that the window moves within minutes of ET midnight even if nobody asks for slots. */
export const SLOT_GENERATION_INTERVAL_MS = 15 * 60_000;

/**
 * Keeps the slot table filled for today … today + 6 (ET) for both brands. Runs at boot, every 15 minutes, and
 * lazily before slots are listed or booked when the business date moved since the last run. Idempotent:
 * (brand, starts_at) is unique and inserts use ON CONFLICT DO NOTHING, so any number of replicas may run it.
 * Blackout dates are not skipped here: they are filtered when slots are offered, so adding or removing one takes
 * effect at once.
 */
@Injectable()
export class SlotGeneratorService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SlotGeneratorService.name);
  private generatedFor: string | null = null;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureWindow();
    this.timer = setInterval(() => {
      this.ensureWindow(true).catch((error: unknown) => {
        this.logger.error(`Slot generation failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, SLOT_GENERATION_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
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

  /** Inserts the missing slots of the window starting at `today`; returns how many were new. */
  async generate(today: string): Promise<void> {
    let inserted = 0;
    for (const brand of BRANDS) {
      const slots = planWindow(brand, today);
      const result: unknown = await this.dataSource.query(
        `INSERT INTO time_slot (brand, starts_at, ends_at, date, time)
         SELECT $1, s.starts_at, s.ends_at, s.date, s.time
           FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[], $5::text[]) AS s(starts_at, ends_at, date, time)
         ON CONFLICT (brand, starts_at) DO NOTHING
         RETURNING id`,
        [
          brand,
          slots.map((s) => s.startsAt.toISOString()),
          slots.map((s) => s.endsAt.toISOString()),
          slots.map((s) => s.date),
          slots.map((s) => s.time),
        ],
      );
      inserted += Array.isArray(result) ? result.length : 0;
    }
    this.generatedFor = today;
    if (inserted > 0) this.logger.log(`Generated ${inserted} time slots for ${today} onward`);
  }
}
