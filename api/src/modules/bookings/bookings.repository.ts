import type { MeetingDetailsDto, PaymentStatus } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { hashManageToken } from './booking-token';
import { BookingEntity } from './booking.entity';

/** Manage tokens are 32 base64url characters; anything far longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 128;

/**
 * The booking table's one owner outside whom no module reads or writes it (issue 17): the bookings module exports
 * this for the booking lifecycle (manage, cancel, move) and payments (the Zelle "payment sent" note). Writes take
 * the caller's EntityManager so they join the caller's transaction.
 */
@Injectable()
export class BookingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The booking a manage link belongs to (only the token's SHA-256 is stored). With `lock`, the row stays locked for
   * the caller's transaction: every change to a booking starts here, so two tabs changing one booking queue up.
   */
  async byManageToken(manager: EntityManager, token: string, lock = false): Promise<BookingEntity | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    return manager.findOne(BookingEntity, {
      where: { manageTokenHash: hashManageToken(token) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The booking by id, its row locked for the caller's transaction (the coach's actions start here). */
  async lockById(manager: EntityManager, id: string): Promise<BookingEntity | null> {
    if (!isUuid(id)) return null;
    return manager.findOne(BookingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Cancelled (by its customer or the coach) or released: the hold ends, the payment says what became of it, and the
   * coach's reason and any refund owed are kept with it.
   */
  async cancel(
    manager: EntityManager,
    booking: BookingEntity,
    paymentStatus: PaymentStatus,
    now: Date,
    marks: Partial<Pick<BookingEntity, 'cancelReason' | 'refundOwedCents'>> = {},
  ): Promise<void> {
    await this.change(manager, booking, { status: 'cancelled', holdExpiresAt: null, paymentStatus, ...marks }, now);
    await this.raiseIcsSequence(manager, booking);
  }

  /** The coach's marks on a booking that stays where it is: no-show, a refund given, owed or sent. */
  async change(
    manager: EntityManager,
    booking: BookingEntity,
    changes: Partial<
      Pick<
        BookingEntity,
        'status' | 'holdExpiresAt' | 'paymentStatus' | 'noShowAt' | 'cancelReason' | 'refundOwedCents'
      >
    >,
    now: Date,
  ): Promise<void> {
    Object.assign(booking, changes, { updatedAt: now });
    await manager.update(BookingEntity, { id: booking.id }, { ...changes, updatedAt: now });
  }

  /** Moved to another slot (its meeting details follow the new time). */
  async move(
    manager: EntityManager,
    booking: BookingEntity,
    timeSlotId: string,
    meetingDetails: MeetingDetailsDto | null,
    now: Date,
  ): Promise<void> {
    Object.assign(booking, { timeSlotId, meetingDetails, updatedAt: now });
    await manager.update(BookingEntity, { id: booking.id }, { timeSlotId, meetingDetails, updatedAt: now });
    await this.raiseIcsSequence(manager, booking);
  }

  /**
   * Every move and cancellation changes the calendar event, so its SEQUENCE goes up in the same statement order as
   * the change; `booking.icsSequence` then holds the value the transition's event carries.
   */
  private async raiseIcsSequence(manager: EntityManager, booking: BookingEntity): Promise<void> {
    const [rows] = await manager.query<[Array<{ ics_sequence: number }>, number]>(
      `UPDATE booking SET ics_sequence = ics_sequence + 1 WHERE id = $1 RETURNING ics_sequence`,
      [booking.id],
    );
    booking.icsSequence = Number(rows[0].ics_sequence);
  }

  /**
   * The customer says an off-site payment is on its way: the first report is kept (one statement, so concurrent
   * presses read back the same instant). `cancelled` for a cancelled booking, null for none.
   */
  async reportPaymentSent(id: string): Promise<Date | 'cancelled' | null> {
    const rows = await this.dataSource.query<[Array<{ payment_reported_at: Date }>, number]>(
      `UPDATE booking SET payment_reported_at = COALESCE(payment_reported_at, now())
        WHERE id = $1 AND status <> 'cancelled'
        RETURNING payment_reported_at`,
      [id],
    );
    const row = rows[0][0];
    if (row) return new Date(row.payment_reported_at);
    const exists = await this.dataSource.query<unknown[]>('SELECT 1 FROM booking WHERE id = $1', [id]);
    return exists.length > 0 ? 'cancelled' : null;
  }
}
