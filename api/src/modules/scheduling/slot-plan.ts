import {
  type BrandId,
  BUSINESS_TIME_ZONE,
  formatTime12,
  SLOT_MINUTES,
  slotLabels,
  slotWindowDates,
  weekdayOf,
  zonedTimeToUtc,
} from '@app/contracts';

export interface PlannedSlot {
  brand: BrandId;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
}

/** A day's opening in minutes after business-local midnight (close 1440 = midnight). */
export interface Opening {
  open: number;
  close: number;
}

/** A brand's week, Sunday first (index = weekday); null = closed. */
export type WeekOpening = readonly (Opening | null)[];

/**
 * Every slot a brand offers on one business-local day with these hours. Instants come from the wall clock in
 * America/New_York, so 9:00 AM is 14:00Z in winter and 13:00Z in summer, and the labels are derived back from the
 * instant (never from the loop counters) so they cannot disagree.
 *
 * The nights the clocks change: a wall time the spring-forward night skips (2:00–2:59 AM on 2026-03-08) has no
 * instant, so it is not offered — zonedTimeToUtc would land it an hour off, on a time that reads differently. A wall
 * time the fall-back night repeats (1:00–1:59 AM on 2026-11-01) is offered once, at its first occurrence.
 */
export function planDay(brand: BrandId, date: string, hours: Opening | null): PlannedSlot[] {
  if (!hours) return [];
  const slots: PlannedSlot[] = [];
  for (let minutes = hours.open; minutes + SLOT_MINUTES <= hours.close; minutes += SLOT_MINUTES) {
    const hour = Math.floor(minutes / 60);
    const minute = minutes % 60;
    const startsAt = zonedTimeToUtc(date, hour, minute, BUSINESS_TIME_ZONE);
    const labels = slotLabels(startsAt, BUSINESS_TIME_ZONE);
    if (labels.date !== date || labels.time !== formatTime12(hour, minute)) continue;
    slots.push({ brand, startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000), ...labels });
  }
  return slots;
}

/** The whole offering window (today … today + 6, business-local) of one brand with its weekly hours. */
export function planWindow(brand: BrandId, today: string, week: WeekOpening): PlannedSlot[] {
  return slotWindowDates(today).flatMap((date) => planDay(brand, date, week[weekdayOf(date)] ?? null));
}
