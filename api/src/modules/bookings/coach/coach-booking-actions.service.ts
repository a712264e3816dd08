import {
  COACH_BOOKING_MESSAGES,
  ErrorCode,
  formatDollars,
  isUnpaidLive,
  type ReleaseBookingsResultDto,
  effectiveStatus,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DomainError, isDomainError } from '../../../common/domain-error';
import { isUuid } from '../../../common/uuid';
import type { BookingEntity } from '../booking.entity';
import { BookingHistory } from '../booking-history.service';
import { BookingsRepository } from '../bookings.repository';
import { DomainEvents } from '../../domain-events/domain-events';
import { TimeSlotsService } from '../../scheduling/time-slots.service';
import { BookingCancellationService, type CancellationRecord } from '../changes/booking-cancellation.service';
import { releasedRefusal } from '../changes/booking-change-refusals';

/** The reason a release gives the customer when the coach gives none. */
const RELEASE_REASON = 'Payment was not received';

/**
 * What the coach does to a booking from the console (issue 27): cancel, mark no-show, refund, record a refund sent,
 * release unpaid bookings. Every action runs in one transaction that starts by locking the booking row — the same
 * row the customer's manage link locks first — so a coach and a customer acting at once queue there, and the second
 * finds the booking changed and gets a clear 409. The customer's e-mail (domain event → outbox) and the history entry
 * are written in that transaction: they exist if and only if the change committed.
 */
@Injectable()
export class CoachBookingActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly timeSlots: TimeSlotsService,
    private readonly cancellation: BookingCancellationService,
    private readonly history: BookingHistory,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Cancels at any time (no 24-hour limit for the coach). `refund` (default) gives a card payment back through the
   * gateway at once and marks an off-site payment as owed; without it a paid booking keeps its payment (a credit).
   */
  async cancel(id: string, reason: string | undefined, refund = true): Promise<void> {
    await this.onBooking(id, async (manager, booking, now) => {
      const refusal = releasedRefusal(booking, now);
      if (refusal) throw refusal;
      // The slot row first, as the booking path locks it: a booking of the freed slot waits for this commit.
      await this.timeSlots.lockForBooking(manager, booking.timeSlotId);
      const paid = booking.paymentStatus === 'paid';
      const refundedCents = paid && refund ? await this.cancellation.refundCard(manager, booking.id) : 0;
      const owedCents = paid && refund && refundedCents === 0 ? booking.amountCents : 0;
      const paymentStatus = refundedCents > 0 ? 'refunded' : owedCents > 0 ? 'refund_owed' : booking.paymentStatus;
      await this.bookings.cancel(manager, booking, paymentStatus, now, {
        cancelReason: reason ?? null,
        refundOwedCents: owedCents,
      });
      await this.cancelled(manager, booking, now, 'cancelled', reason, {
        refundedCents,
        by: 'coach',
        reason: reason ?? null,
        keptPayment: paid && !refund,
      });
      if (refundedCents > 0 || owedCents > 0) await this.recordRefund(manager, booking, now, refundedCents, owedCents);
    });
  }

  /** Only a confirmed booking whose session has started; the booking keeps its slot and payment. */
  async markNoShow(id: string): Promise<void> {
    await this.onBooking(id, async (manager, booking, now) => {
      if (effectiveStatus(booking, now) !== 'confirmed') throw new DomainError(ErrorCode.NO_SHOW_REFUSED);
      if (booking.noShowAt)
        throw new DomainError(ErrorCode.NO_SHOW_REFUSED, { message: COACH_BOOKING_MESSAGES.noShowAlready });
      const slot = await this.timeSlots.lockForBooking(manager, booking.timeSlotId);
      if (!slot || slot.slot.startsAt.getTime() > now.getTime())
        throw new DomainError(ErrorCode.NO_SHOW_REFUSED, { message: COACH_BOOKING_MESSAGES.noShowFuture });
      await this.bookings.change(manager, booking, { noShowAt: now }, now);
      await this.history.record(manager, { bookingId: booking.id, actor: 'coach', action: 'no_show', at: now });
      await this.events.publish(manager, 'booking.no_show', { bookingId: booking.id });
    });
  }

  /** A paid booking's payment given back: a card at once through the gateway, an off-site one owed until sent. */
  async refund(id: string): Promise<void> {
    await this.onBooking(id, async (manager, booking, now) => {
      if (booking.paymentStatus === 'refunded' || booking.paymentStatus === 'refund_owed')
        throw new DomainError(ErrorCode.NOTHING_TO_REFUND, { message: COACH_BOOKING_MESSAGES.alreadyRefunded });
      if (booking.paymentStatus !== 'paid') throw new DomainError(ErrorCode.NOTHING_TO_REFUND);
      const refundedCents = await this.cancellation.refundCard(manager, booking.id);
      const owedCents = refundedCents === 0 ? booking.amountCents : 0;
      await this.bookings.change(
        manager,
        booking,
        { paymentStatus: refundedCents > 0 ? 'refunded' : 'refund_owed', refundOwedCents: owedCents },
        now,
      );
      await this.recordRefund(manager, booking, now, refundedCents, owedCents);
      await this.events.publish(manager, 'booking.refunded', { bookingId: booking.id, refundedCents, owedCents });
    });
  }

  /** The coach sent an owed off-site refund: the payment reads refunded, the customer is told it is on its way. */
  async refundSent(id: string): Promise<void> {
    await this.onBooking(id, async (manager, booking, now) => {
      if (booking.paymentStatus !== 'refund_owed') throw new DomainError(ErrorCode.NO_REFUND_OWED);
      const cents = booking.refundOwedCents;
      await this.bookings.change(manager, booking, { paymentStatus: 'refunded', refundOwedCents: 0 }, now);
      await this.history.record(manager, {
        bookingId: booking.id,
        actor: 'coach',
        action: 'refund_sent',
        at: now,
        detail: formatDollars(cents),
      });
      await this.events.publish(manager, 'booking.refund_sent', { bookingId: booking.id, cents });
    });
  }

  /**
   * Gives unpaid live bookings back to the calendar, each in its own transaction (one that was paid or cancelled
   * meanwhile is skipped with why, the others still go). 404 only when none of the ids is a booking.
   */
  async release(ids: readonly string[], reason: string | undefined): Promise<ReleaseBookingsResultDto> {
    const result: ReleaseBookingsResultDto = { released: [], skipped: [] };
    let unknown = 0;
    // Sorted, so two bulk releases over the same bookings lock them in one order.
    for (const id of [...new Set(ids)].sort()) {
      try {
        await this.releaseOne(id, reason ?? RELEASE_REASON);
        result.released.push(id);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        if (error.code === ErrorCode.BOOKING_NOT_FOUND) unknown += 1;
        result.skipped.push({ id, reason: error.message });
      }
    }
    if (unknown === result.skipped.length && result.released.length === 0)
      throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    return result;
  }

  private async releaseOne(id: string, reason: string): Promise<void> {
    await this.onBooking(id, async (manager, booking, now) => {
      if (!isUnpaidLive(effectiveStatus(booking, now), booking.paymentStatus))
        throw new DomainError(ErrorCode.BOOKING_NOT_UNPAID);
      await this.timeSlots.lockForBooking(manager, booking.timeSlotId);
      await this.bookings.cancel(manager, booking, booking.paymentStatus, now, { cancelReason: reason });
      await this.cancelled(manager, booking, now, 'released', reason, {
        refundedCents: 0,
        by: 'coach',
        reason,
        released: true,
      });
    });
  }

  /** The coach's cancellation or release as the customer's record, the booking's history and the e-mails tell it. */
  private cancelled(
    manager: EntityManager,
    booking: BookingEntity,
    now: Date,
    action: 'cancelled' | 'released',
    reason: string | undefined,
    event: CancellationRecord['event'],
  ): Promise<void> {
    return this.cancellation.record(manager, booking, now, {
      customerData: { via: 'coach', action },
      history: { actor: 'coach', action, detail: reason ? `Reason: ${reason}` : null },
      event,
    });
  }

  private async recordRefund(
    manager: EntityManager,
    booking: BookingEntity,
    now: Date,
    refundedCents: number,
    owedCents: number,
  ): Promise<void> {
    await this.history.record(manager, {
      bookingId: booking.id,
      actor: 'coach',
      action: refundedCents > 0 ? 'refunded' : 'refund_owed',
      at: now,
      detail: refundedCents > 0 ? `${formatDollars(refundedCents)} to the card` : `${formatDollars(owedCents)} owed`,
    });
  }

  /** One transaction that begins by locking the booking row (404 for an unknown or malformed id). */
  private async onBooking(
    id: string,
    act: (manager: EntityManager, booking: BookingEntity, now: Date) => Promise<void>,
  ): Promise<void> {
    if (!isUuid(id)) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.lockById(manager, id);
      if (!booking) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
      await act(manager, booking, this.clock.now());
    });
  }
}
