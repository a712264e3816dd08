import {
  BOOKING_MESSAGES,
  type BookingDto,
  ERROR_MESSAGES,
  ErrorCode,
  formatDollars,
  effectiveStatus,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { CustomersService } from '../customers/customers.service';
import { DomainEvents } from '../domain-events/domain-events';
import { TimeSlotsService } from '../scheduling/time-slots.service';
import { BookingEntity } from './booking.entity';
import { toBookingDto } from './booking.mapper';
import { type BookingView, bookingView } from './booking-view';
import { BookingReadModel } from './booking.read-model';
import { BookingHistory } from './booking-history.service';
import { BookingHoldsService } from './booking-holds.service';
import { ChatSessionsService } from '../chat/chat-sessions.service';
import { CouponsService } from '../coupons/coupons.service';

export const BOOKING_CANCELLED = 'This booking was cancelled';
export const BOOKING_ALREADY_PAID = 'This booking is already paid';

export const BOOKING_NEEDS_NO_PAYMENT = 'This booking needs no payment';

/**
 * Payment state of bookings: the coach marking an off-site payment received, and the card gateway confirming a
 * pending_payment booking. Both go through `markPaidIn` so the rules are one: paid confirms the booking, a hold
 * that ran out is revived only if its slot is still free, a cancelled booking is never marked paid. What can no
 * longer be paid is ORDER_NOT_PAYABLE (409), on which a card payment that already went through is refunded.
 */
@Injectable()
export class BookingPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly timeSlots: TimeSlotsService,
    private readonly reads: BookingReadModel,
    private readonly holds: BookingHoldsService,
    private readonly customers: CustomersService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly chatSessions: ChatSessionsService,
    private readonly history: BookingHistory,
    private readonly coupons: CouponsService,
  ) {}

  /**
   * Checked before charging a card (and for the quote), so a card is never charged for a booking that cannot be
   * confirmed: 404 unknown; 409 cancelled, paid, free, or a lapsed hold whose slot someone else has now.
   */
  async payable(bookingId: string): Promise<BookingView> {
    const booking = await this.describe(bookingId);
    if (!booking) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    if (booking.status === 'cancelled')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_CANCELLED });
    if (booking.paymentStatus === 'paid')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_ALREADY_PAID });
    if (booking.paymentStatus === 'not_required')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_NEEDS_NO_PAYMENT });
    const now = this.clock.now();
    const lapsed = effectiveStatus(booking, now) === 'expired';
    if (lapsed && (await this.holds.isHeldByAnother(booking, now))) {
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_MESSAGES.slotTaken });
    }
    return booking;
  }

  /** The booking as a payment's quote and receipt show it, whatever its state; null when there is none. */
  async describe(bookingId: string): Promise<BookingView | null> {
    return isUuid(bookingId) ? this.reads.view(this.dataSource.manager, bookingId) : null;
  }

  /** POST /api/coach/bookings/:id/mark-paid. Idempotent: an already paid booking is returned as it is. */
  async markPaid(bookingId: string, via: 'coach' | 'card' = 'coach'): Promise<BookingDto> {
    if (!isUuid(bookingId)) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    return this.dataSource.transaction((manager) => this.markPaidIn(manager, bookingId, via));
  }

  /** In the caller's transaction (the payments module records its payment row in the same one). */
  async markPaidIn(manager: EntityManager, bookingId: string, via: 'coach' | 'card'): Promise<BookingDto> {
    const booking = await manager.findOne(BookingEntity, {
      where: { id: bookingId },
      lock: { mode: 'pessimistic_write' },
    });
    // A card charge for a booking that is gone is refunded (ORDER_NOT_FOUND); the coach just hears it is unknown.
    const gone = () =>
      via === 'card'
        ? new DomainError(ErrorCode.ORDER_NOT_FOUND, { message: ERROR_MESSAGES.BOOKING_NOT_FOUND })
        : new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    if (!booking) throw gone();
    const slot = await this.timeSlots.lockForBooking(manager, booking.timeSlotId);
    if (!slot) throw gone();
    if (booking.paymentStatus === 'paid') {
      // The coach's second click changes nothing; a card charge for a booking paid meanwhile is given back.
      if (via === 'card') throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_ALREADY_PAID });
      return toBookingDto(bookingView(booking, slot.slot));
    }
    if (booking.status === 'cancelled')
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_CANCELLED });
    const wasConfirmed = booking.status === 'confirmed';

    const now = this.clock.now();
    if (effectiveStatus(booking, now) === 'expired') {
      // The hold ran out: the payment still confirms the booking, but only if nobody took the slot meanwhile.
      booking.status = 'expired';
      await manager.update(BookingEntity, { id: booking.id }, { status: 'expired' });
      await this.holds.expireOnSlot(manager, booking.timeSlotId, now);
      if (await this.holds.isSlotHeld(manager, booking.timeSlotId)) {
        throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message: BOOKING_MESSAGES.slotTaken });
      }
      // Its chat ended with the release; the booking lives again, so does the chat, and its coupon's use (issue 33).
      await this.chatSessions.reopenForBooking(manager, booking.id);
      await this.coupons.reclaimForBooking(manager, booking.id);
    }
    booking.status = 'confirmed';
    booking.paymentStatus = 'paid';
    booking.holdExpiresAt = null;
    booking.paidAt = now;
    booking.updatedAt = now;
    await manager.update(
      BookingEntity,
      { id: booking.id },
      { status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null, paidAt: now, updatedAt: now },
    );
    await this.customers.record(manager, {
      type: 'booking_paid',
      email: booking.email,
      at: now,
      amountCents: booking.amountCents,
      data: { bookingId: booking.id, serviceId: booking.serviceId, via },
    });
    await this.history.record(manager, {
      bookingId: booking.id,
      actor: via === 'coach' ? 'coach' : 'customer',
      action: 'paid',
      at: now,
      detail: via === 'card' ? `${formatDollars(booking.amountCents)} by card` : formatDollars(booking.amountCents),
    });
    // A held booking now confirmed gets its confirmation with the invite; an off-site one the coach's receipt note.
    await this.events.publish(manager, 'booking.paid', { bookingId: booking.id, via, wasConfirmed });
    return toBookingDto(bookingView(booking, slot.slot));
  }
}
