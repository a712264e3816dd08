import type { BrandId } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WeekOpening } from './slot-plan';
import { weekFromRows } from './weekly-hours';

interface RawHoursRow {
  weekday: number;
  openMinute: number | null;
  closeMinute: number | null;
}

/**
 * The business_hours table. Lock order, for every transaction that touches hours and slots: the brand's hours rows
 * (weekday order) first, then time_slot rows (id order, as a reschedule locks its two) — so an hours change, a slot
 * run on another replica and a booking can wait on each other but never deadlock.
 */
@Injectable()
export class BusinessHoursRepository {
  /**
   * A brand's week as the caller's transaction sees it. `share` holds the rows until the transaction ends: a slot run
   * then plans from hours no change can replace under it (a change waits, or is waited for and read).
   */
  async week(manager: EntityManager, brand: BrandId, lock?: 'share'): Promise<WeekOpening> {
    const rows = await manager.query<RawHoursRow[]>(
      `SELECT weekday, open_minute AS "openMinute", close_minute AS "closeMinute"
         FROM business_hours WHERE brand = $1 ORDER BY weekday ${lock === 'share' ? 'FOR SHARE' : ''}`,
      [brand],
    );
    return weekFromRows(brand, rows);
  }

  /** Replaces a brand's week; the rows stay locked (exclusively) until the caller's transaction ends. */
  async save(manager: EntityManager, brand: BrandId, week: WeekOpening, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO business_hours (brand, weekday, open_minute, close_minute, updated_at)
       SELECT $1, w.weekday, w.open_minute, w.close_minute, $5
         FROM unnest($2::smallint[], $3::smallint[], $4::smallint[]) AS w(weekday, open_minute, close_minute)
        ORDER BY w.weekday
       ON CONFLICT (brand, weekday) DO UPDATE
          SET open_minute = EXCLUDED.open_minute, close_minute = EXCLUDED.close_minute, updated_at = EXCLUDED.updated_at`,
      [
        brand,
        week.map((_, weekday) => weekday),
        week.map((day) => day?.open ?? null),
        week.map((day) => day?.close ?? null),
        now,
      ],
    );
  }
}
