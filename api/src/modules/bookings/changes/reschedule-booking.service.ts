import {
  ErrorCode,
  formatSessionWhen,
  MANAGE_BOOKING_MESSAGES,
  type ManageBookingDto,
  type MeetingDetailsDto,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { isUuid } from '../../../common/uuid';
import { isLiveSlotConflict } from '../booking-errors';
import { BookingHoldsService } from '../booking-holds.service';
import { BookingEntity } from '../booking.entity';
import { toManageBookingDto } from '../booking.mapper';
import { bookingView } from '../booking-view';
import { BookingHistory } from '../booking-history.service';
import { BookingsRepository } from '../bookings.repository';
import { ChatSessionsService } from '../../chat/chat-sessions.service';
import { CustomersService } from '../../customers/customers.service';
import { MeetingsService } from '../../meetings/meetings.service';
import { DomainEvents } from '../../domain-events/domain-events';
import { SlotGeneratorService } from '../../scheduling/slot-generator.service';
import type { LockedSlot } from '../../scheduling/time-slots.service';
import { TimeSlotsService } from '../../scheduling/time-slots.service';
import { refusalFor, releasedRefusal } from './booking-change-refusals';

/** Who moves the booking, and how their transaction finds and locks it. */
interface Mover {
  actor: 'customer' | 'coach';
  load: (manager: EntityManager) => Promise<BookingEntity | null>;
  /** The slot the caller's page showed, when it says (optimistic concurrency between tabs). */
  fromSlotId?: string;
}

/**
 * Moves a booking to another slot in one transaction: the booking row first (two tabs of one booking queue
 * there), then both slot rows in id order (two bookings moving onto each other's slots cannot deadlock), then one
 * UPDATE of the booking's slot. The booking holds exactly one slot before and after, never both and never
 * neither; the partial unique index turns a lost race into 409, whatever the locks missed.
 */
@Injectable()
export class RescheduleBookingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly timeSlots: TimeSlotsService,
    private readonly slotGenerator: SlotGeneratorService,
    private readonly holds: BookingHoldsService,
    private readonly meetings: MeetingsService,
    private readonly chatSessions: ChatSessionsService,
    private readonly customers: CustomersService,
    private readonly history: BookingHistory,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** The customer's move through the manage link: at least 24 hours ahead (refusalFor). */
  async reschedule(token: string, timeSlotId: string, fromSlotId?: string): Promise<ManageBookingDto> {
    const outcome = await this.run(timeSlotId, {
      actor: 'customer',
      load: (manager) => this.bookings.byManageToken(manager, token, true),
      fromSlotId,
    });
    return toManageBookingDto(bookingView(outcome.booking, outcome.target.slot), outcome.now);
  }

  /**
   * The coach's move from the console (issue 27): any free future slot of the booking's brand, with no 24-hour
   * limit — only a booking that no longer holds a slot (cancelled, expired) cannot move.
   */
  async rescheduleByCoach(bookingId: string, timeSlotId: string, fromSlotId?: string): Promise<void> {
    await this.run(timeSlotId, {
      actor: 'coach',
      load: (manager) => this.bookings.lockById(manager, bookingId),
      fromSlotId,
    });
  }

  private async run(timeSlotId: string, mover: Mover) {
    if (!isUuid(timeSlotId)) throw new DomainError(ErrorCode.SLOT_UNKNOWN, { field: 'timeSlotId' });
    await this.slotGenerator.ensureWindow();
    try {
      return await this.dataSource.transaction((manager) => this.move(manager, mover, timeSlotId));
    } catch (error) {
      if (isLiveSlotConflict(error)) throw new DomainError(ErrorCode.SLOT_TAKEN);
      throw error;
    }
  }

  private async move(manager: EntityManager, mover: Mover, targetId: string) {
    const booking = await mover.load(manager);
    if (!booking) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    // Read under the booking's lock: a move that committed while this one waited is seen, and this one refused.
    if (mover.fromSlotId && booking.timeSlotId !== mover.fromSlotId) throw new DomainError(ErrorCode.BOOKING_CHANGED);
    if (booking.timeSlotId === targetId) throw new DomainError(ErrorCode.SAME_SLOT, { field: 'timeSlotId' });
    const { current, target } = await this.lockBoth(manager, booking.timeSlotId, targetId);
    if (!target) throw new DomainError(ErrorCode.SLOT_UNKNOWN, { field: 'timeSlotId' });

    const now = this.clock.now();
    const refusal =
      mover.actor === 'coach' ? releasedRefusal(booking, now) : refusalFor(booking, current.slot.startsAt, now);
    if (refusal) throw refusal;
    if (target.slot.brand !== booking.brand)
      throw new DomainError(ErrorCode.SLOT_WRONG_BRAND, {
        message: MANAGE_BOOKING_MESSAGES.wrongBrand,
        field: 'timeSlotId',
      });
    if (target.slot.startsAt.getTime() <= now.getTime())
      throw new DomainError(ErrorCode.SLOT_PAST, { field: 'timeSlotId' });
    if (target.blackedOut) throw new DomainError(ErrorCode.SLOT_TAKEN);
    // Read after the lock: a booking that committed while this transaction waited is seen here.
    await this.holds.expireOnSlot(manager, target.slot.id, now);
    if (await this.holds.isSlotHeld(manager, target.slot.id)) throw new DomainError(ErrorCode.SLOT_TAKEN);

    const meetingDetails = this.movedMeeting(booking, target);
    await this.bookings.move(manager, booking, target.slot.id, meetingDetails, now);
    await this.chatSessions.rescheduleForBooking(manager, booking.id, target.slot.startsAt);
    await this.customers.record(manager, {
      type: 'booking_rescheduled',
      email: booking.email,
      at: now,
      data: {
        bookingId: booking.id,
        from: current.slot.startsAt.toISOString(),
        to: target.slot.startsAt.toISOString(),
        via: mover.actor,
      },
    });
    await this.history.record(manager, {
      bookingId: booking.id,
      actor: mover.actor,
      action: 'rescheduled',
      at: now,
      detail: `From ${formatSessionWhen(current.slot.startsAt)} to ${formatSessionWhen(target.slot.startsAt)}`,
    });
    // The reschedule e-mails rebuild the manage link from the booking id; no token travels in the event. Its
    // handler moves the reminders.
    await this.events.publish(manager, 'booking.rescheduled', {
      bookingId: booking.id,
      previousStartsAt: current.slot.startsAt.toISOString(),
      startsAt: target.slot.startsAt.toISOString(),
      endsAt: target.slot.endsAt.toISOString(),
      // As this move raised it (BookingsRepository.move): its e-mail may be composed after a later change.
      icsSequence: booking.icsSequence,
      by: mover.actor,
    });
    return { booking, target, previousStartsAt: current.slot.startsAt, now };
  }

  /** Both slots locked, lower id first whichever is the current one. */
  private async lockBoth(manager: EntityManager, currentId: string, targetId: string) {
    const [firstId, secondId] = [currentId, targetId].sort();
    const first = await this.timeSlots.lockForBooking(manager, firstId);
    const second = await this.timeSlots.lockForBooking(manager, secondId);
    const current = (firstId === currentId ? first : second) as LockedSlot;
    const target = firstId === targetId ? first : second;
    return { current, target };
  }

  /**
   * The brand's standing room stays the same; its instructions name the new time. A room no longer configured
   * leaves the details as they were rather than refusing the move.
   */
  private movedMeeting(booking: BookingEntity, target: LockedSlot): MeetingDetailsDto | null {
    if (booking.deliveryPreference !== 'video-call' || !booking.meetingDetails) return booking.meetingDetails;
    const { platform } = booking.meetingDetails;
    if (!this.meetings.offered(booking.brand).includes(platform)) return booking.meetingDetails;
    return this.meetings.createMeeting(platform, {
      brand: booking.brand,
      customerEmail: booking.email,
      serviceName: booking.serviceName,
      startsAt: target.slot.startsAt,
    });
  }
}
