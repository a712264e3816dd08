import type { BookingDto } from '@app/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { CustomersService } from '../customers/customers.service';
import { TimeSlotsService } from '../scheduling/time-slots.service';
import { bookingErrors } from './booking-errors';
import { isUuid } from './booking-token';
import { BookingEntity } from './booking.entity';
import { toBookingDto } from './booking.mapper';
import { BookingHolds } from './booking-holds.service';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_CANCELLED = 'This booking was cancelled';
export const BOOKING_ALREADY_PAID = 'This booking is already paid';

/** What a card payment needs to know about the booking it pays for. */
export interface PayableBooking {
  id: string;
  serviceId: string;
  serviceName: string;
  amountCents: number;
  email: string;
  fullName: string;
}

/**
 * Payment state of bookings: the coach marking an off-site payment received, and the card gateway confirming a
 * pending_payment booking. Both go through `markPaidIn` so the rules are one: paid confirms the booking, a hold
 * that ran out is revived only if its slot is still free, a cancelled booking is never marked paid.
 */
@Injectable()
export class BookingPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly timeSlots: TimeSlotsService,
    private readonly holds: BookingHolds,
    private readonly customers: CustomersService,
    private readonly clock: Clock,
  ) {}

  /** Checked before charging a card, so a card is never charged for a booking that cannot be confirmed. */
  async payable(bookingId: string): Promise<PayableBooking> {
    const booking = isUuid(bookingId)
      ? await this.dataSource.manager.findOneBy(BookingEntity, { id: bookingId })
      : null;
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (booking.status === 'cancelled') throw new ConflictException(BOOKING_CANCELLED);
    if (booking.paymentStatus === 'paid') throw new ConflictException(BOOKING_ALREADY_PAID);
    if (booking.status === 'expired') {
      await this.holds.sweep();
      if (await this.holds.isSlotHeld(this.dataSource.manager, booking.timeSlotId)) throw bookingErrors.slotTaken();
    }
    return {
      id: booking.id,
      serviceId: booking.serviceId,
      serviceName: booking.serviceName,
      amountCents: booking.amountCents,
      email: booking.email,
      fullName: booking.fullName,
    };
  }

  /** POST /api/coach/bookings/:id/mark-paid. Idempotent: an already paid booking is returned as it is. */
  async markPaid(bookingId: string, via: 'coach' | 'card' = 'coach'): Promise<BookingDto> {
    if (!isUuid(bookingId)) throw new NotFoundException(BOOKING_NOT_FOUND);
    return this.dataSource.transaction((manager) => this.markPaidIn(manager, bookingId, via));
  }

  /** In the caller's transaction (the payments module records its payment row in the same one). */
  async markPaidIn(manager: EntityManager, bookingId: string, via: 'coach' | 'card'): Promise<BookingDto> {
    const booking = await manager.findOne(BookingEntity, {
      where: { id: bookingId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    const slot = await this.timeSlots.lockForBooking(manager, booking.timeSlotId);
    if (!slot) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (booking.paymentStatus === 'paid') return toBookingDto(booking, { startsAt: slot.slot.startsAt });
    if (booking.status === 'cancelled') throw new ConflictException(BOOKING_CANCELLED);

    const now = this.clock.now();
    if (booking.status === 'expired' || (booking.status === 'pending_payment' && booking.holdExpiresAt! <= now)) {
      // The hold ran out: the payment still confirms the booking, but only if nobody took the slot meanwhile.
      booking.status = 'expired';
      await manager.update(BookingEntity, { id: booking.id }, { status: 'expired' });
      await this.holds.expireOnSlot(manager, booking.timeSlotId, now);
      if (await this.holds.isSlotHeld(manager, booking.timeSlotId)) throw bookingErrors.slotTaken();
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
      valueCents: booking.amountCents,
      spentCents: booking.amountCents,
      state: 'paying_customer',
      data: { bookingId: booking.id, serviceId: booking.serviceId, via },
    });
    return toBookingDto(booking, { startsAt: slot.slot.startsAt });
  }
}
