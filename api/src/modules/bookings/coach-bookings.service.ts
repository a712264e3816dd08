import { type BookingDto, type BrandId, businessDate } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { BookingEntity } from './booking.entity';
import { toBookingDto } from './booking.mapper';
import { SLOT_HOLDING_SQL } from './live-booking';

/** The agenda's cap: a week of both brands' slots is under 400. */
const AGENDA_LIMIT = 500;

@Injectable()
export class CoachBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The coach's agenda: live bookings (confirmed or pending card payment) from a business-local date on (default
   * today, so this morning's sessions still show), in slot order, for one brand or both.
   */
  async agenda(brand: BrandId | undefined, from: string | undefined): Promise<BookingDto[]> {
    const fromDate = from ?? businessDate(this.clock.now());
    const rows = await this.dataSource.manager
      .createQueryBuilder(BookingEntity, 'b')
      .innerJoin('time_slot', 's', 's.id = b.time_slot_id')
      .addSelect('s.starts_at', 'slot_starts_at')
      .where(`b.${SLOT_HOLDING_SQL}`)
      .andWhere('s.date >= :fromDate', { fromDate })
      .andWhere(brand ? 'b.brand = :brand' : 'TRUE', { brand })
      .orderBy('s.starts_at', 'ASC')
      .limit(AGENDA_LIMIT)
      .getRawAndEntities();
    const startsAt = new Map<string, Date>(
      rows.raw.map((raw: { b_id: string; slot_starts_at: Date }) => [raw.b_id, new Date(raw.slot_starts_at)]),
    );
    return rows.entities.map((entity) => toBookingDto(entity, { startsAt: startsAt.get(entity.id)! }));
  }
}
