import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';

/** How often run-out card holds are swept; booking and listing also treat them as free before the sweep. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Card bookings hold their slot as pending_payment for CARD_HOLD_MINUTES (DESIGN §3). A hold that ran out is
 * turned into `expired` here: by a sweep every minute, and lazily on the slot right before it is booked again,
 * so a customer never waits for the sweeper.
 */
@Injectable()
export class BookingHolds implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BookingHolds.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => {
        this.logger.error(`Hold sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, HOLD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Expires every run-out hold; returns how many slots were released. */
  async sweep(): Promise<number> {
    return this.expire(this.dataSource.manager, this.clock.now());
  }

  /** Inside a booking transaction that already locked the slot. */
  async expireOnSlot(manager: EntityManager, slotId: string, now: Date): Promise<void> {
    await this.expire(manager, now, slotId);
  }

  async isSlotHeld(manager: EntityManager, slotId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM booking WHERE time_slot_id = $1 AND status IN ('confirmed', 'pending_payment') LIMIT 1`,
      [slotId],
    );
    return rows.length > 0;
  }

  private async expire(manager: EntityManager, now: Date, slotId?: string): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE booking SET status = 'expired', updated_at = $1
        WHERE status = 'pending_payment' AND hold_expires_at <= $1 ${slotId ? 'AND time_slot_id = $2' : ''}`,
      slotId ? [now, slotId] : [now],
    );
    if (affected > 0 && !slotId) this.logger.log(`Released ${affected} unpaid card hold(s)`);
    return affected;
  }
}
