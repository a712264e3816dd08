import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { BookingReadModel } from '../../bookings/booking.read-model';
import { BookingReminderEntity } from './booking-reminder.entity';

const HOUR_MS = 60 * 60 * 1000;

/** Reminders go out this long before the session starts. */
export const REMINDER_OFFSETS_MS = { '24h': 24 * HOUR_MS, '1h': HOUR_MS } as const;
export type ReminderKind = keyof typeof REMINDER_OFFSETS_MS;
export const REMINDER_KINDS = Object.keys(REMINDER_OFFSETS_MS) as ReminderKind[];

/** The "how was your reading?" e-mail with the review link goes out this long after a Lunar Light session ends. */
export const REVIEW_REQUEST_DELAY_MS = HOUR_MS;
export const REVIEW_REQUEST_KIND = 'review';
/** Every kind of row in booking_reminder: the reminders ahead of a session and the review request after it. */
export type BookingMailKind = ReminderKind | typeof REVIEW_REQUEST_KIND;

/**
 * A booking's reminders and review request (table booking_reminder): armed when the booking is confirmed, moved
 * when it is rescheduled and stopped when it is cancelled, each while that event is handled. The reminder worker
 * reads the booking as it is when a reminder falls due (decideReminder), so one that fires before its move or
 * cancellation is handled still never announces a time the booking no longer has.
 */
@Injectable()
export class BookingRemindersService {
  constructor(
    private readonly clock: Clock,
    private readonly bookings: BookingReadModel,
  ) {}

  /**
   * A confirmed booking (new, or just paid): schedule the reminders still ahead of `startsAt`, in the caller's
   * transaction (the dispatcher's, handling the event). Safe to repeat.
   */
  async armIn(manager: EntityManager, bookingId: string, startsAt: Date): Promise<void> {
    await this.schedule(manager, bookingId, startsAt);
  }

  /** Rescheduled: the reminders of the old time go, those of `startsAt` come (booking.rescheduled's handler). */
  async moveIn(manager: EntityManager, bookingId: string, startsAt: Date): Promise<void> {
    await manager.delete(BookingReminderEntity, { bookingId });
    await this.schedule(manager, bookingId, startsAt);
  }

  /** Cancelled: no more reminders (booking.cancelled's handler); the rows stay, skipped, saying why. */
  async stopIn(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.update(
      BookingReminderEntity,
      { bookingId, status: 'pending' },
      { status: 'skipped', lastError: 'booking cancelled' },
    );
  }

  /** Reminders whose moment has already passed (a booking made 3 hours ahead has no 24-hour one) are not created. */
  private async schedule(manager: EntityManager, bookingId: string, startsAt: Date): Promise<void> {
    const now = this.clock.now().getTime();
    for (const kind of REMINDER_KINDS) {
      const sendAt = new Date(startsAt.getTime() - REMINDER_OFFSETS_MS[kind]);
      if (sendAt.getTime() <= now) continue;
      // Ignored when present: arming twice must not revive a reminder already sent (a reschedule deletes first).
      await manager
        .createQueryBuilder()
        .insert()
        .into(BookingReminderEntity)
        .values({ bookingId, kind, sendAt })
        .orIgnore()
        .execute();
    }
    // Reviews are for Lunar Light readings (issue 15). The session's end comes from its slot's length, so this is
    // right whether or not the booking row already points at the new slot of a reschedule.
    const booking = await this.bookings.view(manager, bookingId);
    if (booking?.brand !== 'lunar') return;
    const length = booking.endsAt.getTime() - booking.startsAt.getTime();
    await manager
      .createQueryBuilder()
      .insert()
      .into(BookingReminderEntity)
      .values({
        bookingId,
        kind: REVIEW_REQUEST_KIND,
        sendAt: new Date(startsAt.getTime() + length + REVIEW_REQUEST_DELAY_MS),
      })
      .orIgnore()
      .execute();
  }
}
