import {
  type BrandId,
  BUSINESS_TIME_ZONE,
  hoursFor,
  SLOT_MINUTES,
  slotLabels,
  slotWindowDates,
  zonedTimeToUtc,
} from '@app/contracts';

export interface PlannedSlot {
  brand: BrandId;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
}

/**
 * Every slot a brand offers on one business-local day, from its weekly hours (contracts BUSINESS_HOURS).
 * Instants come from the wall clock in America/New_York, so 9:00 AM is 14:00Z in winter and 13:00Z in summer,
 * and the labels are derived back from the instant (never from the loop counters) so they cannot disagree.
 */
export function planDay(brand: BrandId, date: string): PlannedSlot[] {
  const { openHour, closeHour } = hoursFor(brand, date);
  const slots: PlannedSlot[] = [];
  for (let minutes = openHour * 60; minutes + SLOT_MINUTES <= closeHour * 60; minutes += SLOT_MINUTES) {
    const startsAt = zonedTimeToUtc(date, Math.floor(minutes / 60), minutes % 60, BUSINESS_TIME_ZONE);
    const labels = slotLabels(startsAt, BUSINESS_TIME_ZONE);
    slots.push({ brand, startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000), ...labels });
  }
  return slots;
}

/** The whole offering window (today … today + 6, business-local) of one brand. */
export function planWindow(brand: BrandId, today: string): PlannedSlot[] {
  return slotWindowDates(today).flatMap((date) => planDay(brand, date));
}
