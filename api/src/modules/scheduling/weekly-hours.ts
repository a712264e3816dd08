import {
  type BrandHoursDto,
  type BrandId,
  BUSINESS_HOURS,
  clockMinutes,
  clockText,
  type WeeklyHoursRequest,
} from '@app/contracts';
import type { BusinessHoursEntity } from './business-hours.entity';
import type { Opening, WeekOpening } from './slot-plan';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** §9's hours (contracts BUSINESS_HOURS): what a weekday without a row falls back to (the migration seeds them all). */
function defaultOpening(brand: BrandId, weekday: number): Opening {
  const { openHour, closeHour } =
    weekday === 0 || weekday === 6 ? BUSINESS_HOURS[brand].weekends : BUSINESS_HOURS[brand].weekdays;
  return { open: openHour * 60, close: closeHour * 60 };
}

type HoursRow = Pick<BusinessHoursEntity, 'weekday' | 'openMinute' | 'closeMinute'>;

/** The stored rows of one brand as a week, Sunday first. */
export function weekFromRows(brand: BrandId, rows: readonly HoursRow[]): WeekOpening {
  return WEEK.map((weekday) => {
    const row = rows.find((r) => Number(r.weekday) === weekday);
    if (!row) return defaultOpening(brand, weekday);
    return row.openMinute === null || row.closeMinute === null
      ? null
      : { open: Number(row.openMinute), close: Number(row.closeMinute) };
  });
}

/** A validated request (weeklyHoursSchema) as a week, whatever order its days came in. */
export function weekFromRequest(request: WeeklyHoursRequest): WeekOpening {
  return WEEK.map((weekday) => {
    const day = request.days.find((d) => d.weekday === weekday);
    const open = day?.open ? clockMinutes(day.open) : null;
    const close = day?.close ? clockMinutes(day.close) : null;
    return open === null || close === null ? null : { open, close };
  });
}

export function toBrandHoursDto(brand: BrandId, week: WeekOpening): BrandHoursDto {
  return {
    brand,
    days: WEEK.map((weekday) => {
      const day = week[weekday];
      return { weekday, open: day ? clockText(day.open) : null, close: day ? clockText(day.close) : null };
    }),
  };
}
