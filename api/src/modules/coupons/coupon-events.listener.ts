import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventMap } from '../domain-events/domain-event-map';
import { DomainEvents } from '../domain-events/domain-events';
import { CouponsService } from './coupons.service';

/**
 * Where a use is given back: every path that ends a booking or a plan already announces it as a domain event, so
 * the coupons listen instead of hooking each service (as the waitlist does). Handled in the dispatcher's
 * transaction, shortly after the change commits.
 *
 * - An unpaid card hold that lapsed (`booking.released`): nothing was bought.
 * - A cancelled booking (by the customer, or the coach, paid and refunded or not): the code's use goes back, unless
 *   the coach kept the payment (the discount was had).
 * - A plan cancelled before it was ever paid (never activated): nothing was bought. A paid first month keeps it.
 */
@Injectable()
export class CouponEventsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly coupons: CouponsService,
  ) {}

  onModuleInit(): void {
    this.events.on('booking.released', (e, m) => this.holdLapsed(e.bookingId, m));
    this.events.on('booking.cancelled', (e, m) => this.bookingCancelled(e, m));
    this.events.on('subscription.cancelled', (e, m) => this.planCancelled(e.subscriptionId, m));
  }

  /** Unless the booking was paid after all before this ran (a lapsed hold paid lives again and keeps its use). */
  private async holdLapsed(bookingId: string, m: EntityManager): Promise<void> {
    const [booking] = await m.query<Array<{ status: string }>>('SELECT status FROM booking WHERE id = $1', [bookingId]);
    if (booking && booking.status !== 'expired' && booking.status !== 'pending_payment') return;
    await this.coupons.release(m, { bookingId });
  }

  private async bookingCancelled(event: DomainEventMap['booking.cancelled'], m: EntityManager): Promise<void> {
    if (event.keptPayment) return;
    await this.coupons.release(m, { bookingId: event.bookingId });
  }

  private async planCancelled(subscriptionId: string, m: EntityManager): Promise<void> {
    const [plan] = await m.query<Array<{ activated_at: Date | null }>>(
      'SELECT activated_at FROM subscription WHERE id = $1',
      [subscriptionId],
    );
    if (plan && !plan.activated_at) await this.coupons.release(m, { subscriptionId });
  }
}
