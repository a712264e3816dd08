import { businessDate } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingReadModel } from '../bookings/booking.read-model';
import type { DomainEventMap } from '../domain-events/domain-event-map';
import { DomainEvents } from '../domain-events/domain-events';
import { WaitlistService } from './waitlist.service';

/**
 * Where times free, in one place: every path that lets a slot go already announces it as a domain event inside its
 * own transaction — a cancellation by the customer or the coach (also the coach's release of unpaid bookings), a
 * move away from a time by either, an unpaid card hold that lapsed, a blackout lifted, wider weekly hours — so the waitlist listens
 * to those instead of hooking each service. Each handler runs in the dispatcher's transaction (DomainEvents): the
 * e-mails it writes exist if and only if the event is handled.
 */
@Injectable()
export class WaitlistEventsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly waitlist: WaitlistService,
    private readonly bookings: BookingReadModel,
  ) {}

  onModuleInit(): void {
    this.events.on('booking.cancelled', (e, m) => this.bookingLetGo(e.bookingId, m));
    this.events.on('booking.released', (e, m) => this.bookingLetGo(e.bookingId, m));
    this.events.on('booking.rescheduled', (e, m) => this.bookingMoved(e, m));
    this.events.on('booking.created', (e, m) => this.bookingMade(e.bookingId, m));
    this.events.on('blackout.removed', (e, m) => this.dayReopened(e, m));
    this.events.on('slots.opened', (e, m) => this.hoursWidened(e.slotIds, m));
  }

  private async bookingLetGo(bookingId: string, m: EntityManager): Promise<void> {
    const booking = await this.bookings.view(m, bookingId);
    if (booking) await this.waitlist.notifyFreed(m, [booking.timeSlotId]);
  }

  /** The time it left: the brand's slot at the previous start (a booking keeps its brand when it moves). */
  private async bookingMoved(event: DomainEventMap['booking.rescheduled'], m: EntityManager): Promise<void> {
    const booking = await this.bookings.view(m, event.bookingId);
    if (!booking) return;
    const rows = await m.query<Array<{ id: string }>>(`SELECT id FROM time_slot WHERE brand = $1 AND starts_at = $2`, [
      booking.brand,
      event.previousStartsAt,
    ]);
    await this.waitlist.notifyFreed(
      m,
      rows.map((row) => row.id),
    );
  }

  private async bookingMade(bookingId: string, m: EntityManager): Promise<void> {
    const booking = await this.bookings.view(m, bookingId);
    if (booking) await this.waitlist.forget(m, booking.brand, businessDate(booking.startsAt), booking.email);
  }

  /** A lifted blackout frees every unbooked time of that day (for one brand, or both when the row had none). */
  private async dayReopened(event: DomainEventMap['blackout.removed'], m: EntityManager): Promise<void> {
    const brands = event.brand ? [event.brand] : (['coaching', 'lunar'] as const);
    for (const brand of brands) {
      const rows = await m.query<Array<{ id: string }>>(`SELECT id FROM time_slot WHERE brand = $1 AND date = $2`, [
        brand,
        event.date,
      ]);
      await this.waitlist.notifyFreed(
        m,
        rows.map((row) => row.id),
      );
    }
  }

  /** Wider hours may open times on several days: each day's waiters hear of their own day's first free time. */
  private async hoursWidened(slotIds: string[], m: EntityManager): Promise<void> {
    const rows = await m.query<Array<{ date: string; ids: string[] }>>(
      `SELECT date, array_agg(id ORDER BY starts_at) AS ids FROM time_slot WHERE id = ANY($1::uuid[]) GROUP BY date`,
      [slotIds],
    );
    for (const row of rows) await this.waitlist.notifyFreed(m, row.ids);
  }
}
