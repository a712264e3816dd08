import {
  type CoachAgendaQuery,
  type CoachBookingDetailDto,
  type CoachBookingDto,
  businessDate,
  ErrorCode,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { toCoachBookingDto } from './booking.mapper';
import { BookingReadModel } from './booking.read-model';
import { BookingHistory } from './booking-history.service';

/** The agenda's cap: a week of both brands' slots is under 400. */
const AGENDA_LIMIT = 500;

/** The coach's reads of bookings: the agenda with its filters and one booking's detail with its history. */
@Injectable()
export class CoachBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingReadModel,
    private readonly history: BookingHistory,
    private readonly clock: Clock,
  ) {}

  /**
   * Bookings on slots from a business-local date (default today, so this morning's sessions still show; past days
   * when asked) to another (default: no end), live ones unless another status is asked for, in slot order.
   */
  async agenda(query: CoachAgendaQuery): Promise<CoachBookingDto[]> {
    const now = this.clock.now();
    const rows = await this.bookings.coachAgenda(
      {
        from: query.from ?? businessDate(now),
        to: query.to,
        brand: query.brand,
        q: query.q,
        status: query.status ?? 'live',
        payment: query.payment ?? 'any',
      },
      now,
      AGENDA_LIMIT,
    );
    return rows.map((row) => toCoachBookingDto(row.view, row.chatSessionId, now));
  }

  async detail(id: string): Promise<CoachBookingDetailDto> {
    if (!isUuid(id)) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    const manager = this.dataSource.manager;
    const row = await this.bookings.coachBooking(manager, id);
    if (!row) throw new DomainError(ErrorCode.BOOKING_NOT_FOUND);
    const history = await this.history.list(manager, id);
    return { ...toCoachBookingDto(row.view, row.chatSessionId, this.clock.now()), history };
  }
}
