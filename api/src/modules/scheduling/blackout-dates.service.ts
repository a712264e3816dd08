import { type BlackoutDateDto, type BlackoutDateRequest, type BrandId, businessDate, ErrorCode } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { BlackoutDateEntity } from './blackout-date.entity';

function toBlackoutDateDto(entity: BlackoutDateEntity): BlackoutDateDto {
  return { date: entity.date, brand: entity.brand, reason: entity.reason };
}

/**
 * Days the coach closes (DESIGN §3: replaces the spec's hard-blocked date). A blacked-out day offers no slots and
 * its slots cannot be booked; bookings made before the blackout stay for the coach to handle.
 */
@Injectable()
export class BlackoutDatesService {
  constructor(
    @InjectRepository(BlackoutDateEntity) private readonly blackouts: Repository<BlackoutDateEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Today and later, by date; past days no longer matter to anyone. */
  async listUpcoming(): Promise<BlackoutDateDto[]> {
    const rows = await this.blackouts.find({
      where: { date: MoreThanOrEqual(businessDate(this.clock.now())) },
      order: { date: 'ASC', brand: 'ASC' },
    });
    return rows.map(toBlackoutDateDto);
  }

  /** Adding the same day (and brand) again updates its reason instead of failing. */
  async add(request: BlackoutDateRequest): Promise<BlackoutDateDto[]> {
    if (request.date < businessDate(this.clock.now())) {
      throw new DomainError(ErrorCode.BLACKOUT_DATE_PAST, { field: 'date' });
    }
    await this.dataSource.query(
      `INSERT INTO blackout_date (date, brand, reason) VALUES ($1, $2, $3)
       ON CONFLICT (date, coalesce(brand, '*')) DO UPDATE SET reason = EXCLUDED.reason`,
      [request.date, request.brand ?? null, request.reason ?? null],
    );
    return this.listUpcoming();
  }

  /** Reopens a day: for one brand when given, else every blackout on that day. */
  async remove(date: string, brand?: BrandId): Promise<BlackoutDateDto[]> {
    await this.blackouts.delete(brand ? { date, brand } : { date });
    return this.listUpcoming();
  }
}
