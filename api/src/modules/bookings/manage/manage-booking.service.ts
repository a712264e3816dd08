import {
  ErrorCode,
  formatDollars,
  MANAGE_BOOKING_MESSAGES,
  type ManageBookingDto,
  effectiveStatus,
} from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { toManageBookingDto } from '../booking.mapper';
import { bookingView } from '../booking-view';
import { BookingsRepository } from '../bookings.repository';
import { TimeSlotEntity } from '../../scheduling/time-slot.entity';
import { TimeSlotsService } from '../../scheduling/time-slots.service';
import { BookingCancellationService } from '../changes/booking-cancellation.service';
import { refusalFor } from '../changes/booking-change-refusals';
import { BOOKING_CALENDAR, type BookingCalendar } from './booking-calendar.port';

/**
 * The manage link's view and cancellation (rescheduling: RescheduleBookingService). A cancellation at least 24
 * hours ahead frees the slot at once (the partial unique index only counts live bookings) and refunds a card
 * payment through the gateway, all in one transaction that holds the booking row: a second tab's cancel or
 * reschedule waits for it and then sees the cancelled booking.
 */
@Injectable()
export class ManageBookingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly timeSlots: TimeSlotsService,
    private readonly cancellation: BookingCancellationService,
    private readonly clock: Clock,
    @Inject(BOOKING_CALENDAR) private readonly calendars: BookingCalendar,
  ) {}

  async view(token: string): Promise<ManageBookingDto> {
    const manager = this.dataSource.manager;
    const booking = await this.bookings.byManageToken(manager, token);
    if (!booking) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    const slot = await manager.findOneByOrFail(TimeSlotEntity, { id: booking.timeSlotId });
    return toManageBookingDto(bookingView(booking, slot), this.clock.now());
  }

  /**
   * The booking's .ics for "Add to calendar" (issue 33 item 5). A booking that gave its slot back answers 410 Gone,
   * not 404: the link was real and the customer should hear why there is no event (the manage page says the same),
   * and no calendar should be handed a session that will not happen. A past session still downloads: it happened.
   */
  async calendar(token: string): Promise<string> {
    const manager = this.dataSource.manager;
    const booking = await this.bookings.byManageToken(manager, token);
    if (!booking) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    const status = effectiveStatus(booking, this.clock.now());
    if (status === 'cancelled') {
      throw new DomainError(ErrorCode.GONE, { message: MANAGE_BOOKING_MESSAGES.cancelledAlready });
    }
    if (status === 'expired') throw new DomainError(ErrorCode.GONE, { message: MANAGE_BOOKING_MESSAGES.expired });
    const ics = await this.calendars.calendarFile(manager, booking.id);
    if (!ics) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    return ics;
  }

  async cancel(token: string): Promise<ManageBookingDto> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.byManageToken(manager, token, true);
      if (!booking) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
      const locked = await this.timeSlots.lockForBooking(manager, booking.timeSlotId);
      const slot = locked!.slot;
      const now = this.clock.now();
      const refusal = refusalFor(booking, slot.startsAt, now);
      if (refusal) throw refusal;

      const refundedCents =
        booking.paymentStatus === 'paid' ? await this.cancellation.refundCard(manager, booking.id) : 0;
      await this.bookings.cancel(manager, booking, refundedCents > 0 ? 'refunded' : booking.paymentStatus, now);
      // In the same transaction: the cancellation e-mails exist if and only if the cancellation committed.
      await this.cancellation.record(manager, booking, now, {
        customerData: { refundedCents, via: 'manage-link' },
        history: {
          actor: 'customer',
          action: 'cancelled',
          detail: refundedCents > 0 ? `${formatDollars(refundedCents)} refunded to the card` : null,
        },
        event: { refundedCents },
      });
      return { booking, slot, refundedCents, now };
    });
    return toManageBookingDto(bookingView(outcome.booking, outcome.slot), outcome.now);
  }
}
