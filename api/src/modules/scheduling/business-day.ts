import { addDays, businessDate, zonedTimeToUtc } from '@app/contracts';

/** The instant the next business day (America/New_York) begins: when the slot window moves on by a day. */
export function nextBusinessDayStart(now: Date): Date {
  return zonedTimeToUtc(addDays(businessDate(now), 1), 0, 0);
}
