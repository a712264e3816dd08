import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../../common/clock';
import { IntervalJob } from '../../common/interval-job';
import type { AppConfigService } from '../../config/app-config.module';
import { DomainEvents } from '../domain-events/domain-events';
import { ChatSessionsService } from '../chat/chat-sessions.service';
import { liveBookingSql, SLOT_HOLDING_SQL } from './live-booking.sql';

/**
 * Card bookings hold their slot as pending_payment for CARD_HOLD_MINUTES (DESIGN §3). A hold that ran out is
 * turned into `expired` here: by a sweep every minute, and lazily on the slot right before it is booked again,
 * so a customer never waits for the sweeper. Each release publishes `booking.released` in the same transaction,
 * so the visitor is told the time was let go (with a link to book again) exactly when it was.
 */
@Injectable()
export class BookingHoldsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BookingHoldsService.name);
  /** Every HOLD_SWEEP_INTERVAL_MS (default a minute); booking and listing also treat lapsed holds as free before it. */
  private readonly job: IntervalJob;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    @Inject(ConfigService) config: AppConfigService,
    private readonly chatSessions: ChatSessionsService,
  ) {
    this.job = new IntervalJob({
      name: 'Hold sweep',
      everyMs: config.get('holdSweepIntervalMs', { infer: true }),
      logger: this.logger,
      run: () => this.sweep(),
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Expires every run-out hold; returns how many slots were released. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    return this.dataSource.transaction((manager) => this.expire(manager, now));
  }

  /** Inside a booking transaction that already locked the slot. */
  async expireOnSlot(manager: EntityManager, slotId: string, now: Date): Promise<void> {
    await this.expire(manager, now, slotId);
  }

  async isSlotHeld(manager: EntityManager, slotId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM booking WHERE time_slot_id = $1 AND ${SLOT_HOLDING_SQL} LIMIT 1`,
      [slotId],
    );
    return rows.length > 0;
  }

  /** Whether another live booking (not a lapsed hold) has the slot: read-only, for quoting a lapsed hold. */
  async isHeldByAnother(booking: { id: string; timeSlotId: string }, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM booking
        WHERE time_slot_id = $1 AND id <> $2
          AND ${liveBookingSql('', '$3')}
        LIMIT 1`,
      [booking.timeSlotId, booking.id, now],
    );
    return rows.length > 0;
  }

  private async expire(manager: EntityManager, now: Date, slotId?: string): Promise<number> {
    // RETURNING names exactly the rows this statement released: a concurrent sweep cannot announce them twice.
    const [released]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE booking SET status = 'expired', updated_at = $1
        WHERE status = 'pending_payment' AND hold_expires_at <= $1 ${slotId ? 'AND time_slot_id = $2' : ''}
        RETURNING id`,
      slotId ? [now, slotId] : [now],
    );
    for (const { id } of released) {
      // The booking is gone, so is its chat (reopened if a late payment still confirms it: BookingPaymentsService).
      await this.chatSessions.endForBooking(manager, id);
      await this.events.publish(manager, 'booking.released', { bookingId: id });
    }
    if (released.length > 0 && !slotId) this.logger.log(`Released ${released.length} unpaid card hold(s)`);
    return released.length;
  }
}
