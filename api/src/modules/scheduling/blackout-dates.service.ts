import {
  type BlackoutAddedDto,
  type BlackoutDateDto,
  type BlackoutDateRequest,
  type BrandId,
  businessDate,
  type CoachBookingDto,
  ErrorCode,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { toCoachBookingDto } from '../bookings/booking.mapper';
import { BookingReadModel } from '../bookings/booking.read-model';
import { DomainEvents } from '../domain-events/domain-events';
import { BlackoutDateEntity } from './blackout-date.entity';

/** More live bookings than a week of both brands has slots (under 400). */
const BOOKINGS_LIMIT = 500;

function toBlackoutDateDto(entity: BlackoutDateEntity, liveBookings: number): BlackoutDateDto {
  return { date: entity.date, brand: entity.brand, reason: entity.reason, liveBookings };
}

/**
 * Days the coach closes (DESIGN §3: replaces the spec's hard-blocked date). A blacked-out day offers no slots and
 * its slots cannot be booked. Bookings made before the blackout stay until the coach cancels or moves them (through
 * the coach's booking actions, which tell the customer) or keeps them: adding a blackout answers with those bookings,
 * and the list says how many each day still holds.
 */
@Injectable()
export class BlackoutDatesService {
  constructor(
    @InjectRepository(BlackoutDateEntity) private readonly blackouts: Repository<BlackoutDateEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    /** Live bookings on a day: the bookings module's to say (it owns the booking table). */
    private readonly bookings: BookingReadModel,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  /** Today and later, by date, each with the live bookings it still holds; past days no longer matter to anyone. */
  async listUpcoming(): Promise<BlackoutDateDto[]> {
    const rows = await this.blackouts.find({
      where: { date: MoreThanOrEqual(businessDate(this.clock.now())) },
      order: { date: 'ASC', brand: 'ASC' },
    });
    if (rows.length === 0) return [];
    const live = await this.liveBookings(rows[0].date, rows[rows.length - 1].date);
    return rows.map((row) => toBlackoutDateDto(row, live.filter((b) => covers(row, b)).length));
  }

  /**
   * Adding the same day (and brand) again updates its reason instead of failing. Answers the day and the live
   * bookings on it, for the coach to cancel, move or keep.
   */
  async add(request: BlackoutDateRequest): Promise<BlackoutAddedDto> {
    if (request.date < businessDate(this.clock.now())) {
      throw new DomainError(ErrorCode.BLACKOUT_DATE_PAST, { field: 'date' });
    }
    await this.dataSource.query(
      `INSERT INTO blackout_date (date, brand, reason) VALUES ($1, $2, $3)
       ON CONFLICT (date, coalesce(brand, '*')) DO UPDATE SET reason = EXCLUDED.reason`,
      [request.date, request.brand ?? null, request.reason ?? null],
    );
    const affectedBookings = await this.bookingsOn(request.date, request.brand);
    return {
      blackout: {
        date: request.date,
        brand: request.brand ?? null,
        reason: request.reason ?? null,
        liveBookings: affectedBookings.length,
      },
      affectedBookings,
    };
  }

  /** Live bookings (confirmed or held, not yet begun) on a business-local day, for one brand or both, in slot order. */
  bookingsOn(date: string, brand?: BrandId): Promise<CoachBookingDto[]> {
    return this.liveBookings(date, date, brand);
  }

  /**
   * Reopens a day: for one brand when given, else every blackout on that day. Each lifted row is announced in the
   * same transaction (the waitlist hears of the times it frees, issue 33).
   */
  async remove(date: string, brand?: BrandId): Promise<BlackoutDateDto[]> {
    await this.dataSource.transaction(async (manager) => {
      // A DELETE … RETURNING answers [rows, count] through TypeORM.
      const [lifted] = await manager.query<[Array<{ brand: BrandId | null }>, number]>(
        `DELETE FROM blackout_date WHERE date = $1 AND ($2::text IS NULL OR brand = $2) RETURNING brand`,
        [date, brand ?? null],
      );
      for (const row of lifted) await this.events.publish(manager, 'blackout.removed', { date, brand: row.brand });
    });
    return this.listUpcoming();
  }

  private async liveBookings(from: string, to: string, brand?: BrandId): Promise<CoachBookingDto[]> {
    const now = this.clock.now();
    const rows = await this.bookings.coachAgenda(
      { from, to, brand, status: 'live', payment: 'any' },
      now,
      BOOKINGS_LIMIT,
    );
    // A session of a blacked-out today that already began is past acting on.
    return rows
      .filter((row) => row.view.startsAt.getTime() > now.getTime())
      .map((row) => toCoachBookingDto(row.view, row.chatSessionId, now));
  }
}

/** Whether a blackout row closes the day a booking is on (a row without a brand closes both). */
function covers(row: BlackoutDateEntity, booking: CoachBookingDto): boolean {
  return businessDate(new Date(booking.startTime)) === row.date && (row.brand === null || row.brand === booking.brand);
}
