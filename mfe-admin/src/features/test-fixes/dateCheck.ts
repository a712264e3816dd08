import {
  BUSINESS_TIME_ZONE,
  businessDate,
  dateHeading,
  formatLongDate,
  groupSlotsByDate,
  isSlotBookable,
  slotWindowDates,
  zonedParts,
  formatTime12,
  type TimeSlotDto,
} from '@app/contracts';
import { localDateStamp } from '../common/downloadFile';

export interface DateCheck {
  todayEt: string;
  todayEtLabel: string;
  nowEtTime: string;
  /** The browser's own calendar date; differs from ET late at night west of New York or early in Europe. */
  browserDate: string;
  /** Today … +6 days as the booking pages head them. */
  windowHeadings: { date: string; heading: string }[];
}

export function dateCheck(now: Date): DateCheck {
  const todayEt = businessDate(now, BUSINESS_TIME_ZONE);
  const { hour, minute } = zonedParts(now, BUSINESS_TIME_ZONE);
  return {
    todayEt,
    todayEtLabel: formatLongDate(todayEt),
    nowEtTime: formatTime12(hour, minute),
    browserDate: localDateStamp(now),
    windowHeadings: slotWindowDates(todayEt).map((date) => ({ date, heading: dateHeading(date, todayEt) })),
  };
}

export interface SlotDay {
  date: string;
  heading: string;
  count: number;
  first: string;
}

/** The API's bookable slots grouped the way the booking pages group them. */
export function slotDays(slots: readonly TimeSlotDto[], now: Date): SlotDay[] {
  const today = businessDate(now);
  return groupSlotsByDate(slots.filter((s) => isSlotBookable(s, now))).map((g) => ({
    date: g.date,
    heading: dateHeading(g.date, today),
    count: g.slots.length,
    first: g.slots[0].time,
  }));
}
