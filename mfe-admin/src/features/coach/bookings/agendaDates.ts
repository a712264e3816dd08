import { addDays, businessDate, slotLabels } from '@app/contracts';

/** Day: one business date. Week: seven days from the anchor, so "this week" is exactly the bookable window. */
export type AgendaView = 'day' | 'week';

export const VIEW_DAYS: Record<AgendaView, number> = { day: 1, week: 7 };

/** The inclusive business-date range (ET) a view of `anchor` shows. */
export function agendaRange(view: AgendaView, anchor: string): { from: string; to: string } {
  return { from: anchor, to: addDays(anchor, VIEW_DAYS[view] - 1) };
}

/** The anchor one view earlier (-1) or later (+1). */
export function stepAnchor(view: AgendaView, anchor: string, direction: -1 | 1): string {
  return addDays(anchor, direction * VIEW_DAYS[view]);
}

// Date keys are UTC midnights here, so the viewer's own zone never shifts a heading by a day.
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayHeading = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday, December 1", with "Today · " or "Tomorrow · " in front when it is. */
export function agendaDayHeading(date: string, today: string): string {
  const text = dayHeading.format(utc(date));
  if (date === today) return `Today · ${text}`;
  if (date === addDays(today, 1)) return `Tomorrow · ${text}`;
  return text;
}

/** "Tue, Dec 1": a date where space is short. */
export const shortDate = (date: string) => shortDay.format(utc(date));

/** What the toolbar says is on screen: "Fri, Nov 27" or "Fri, Nov 27 – Thu, Dec 3". */
export function rangeLabel(view: AgendaView, anchor: string): string {
  const { from, to } = agendaRange(view, anchor);
  return from === to ? shortDate(from) : `${shortDate(from)} – ${shortDate(to)}`;
}

export interface AgendaDay<T> {
  date: string;
  bookings: T[];
}

/** Bookings grouped under their business date (ET), days ascending, each day in slot order. */
export function groupByBusinessDate<T extends { startTime: string }>(bookings: readonly T[]): AgendaDay<T>[] {
  const days = new Map<string, T[]>();
  const sorted = [...bookings].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const booking of sorted) {
    const date = businessDate(new Date(booking.startTime));
    const list = days.get(date);
    if (list) list.push(booking);
    else days.set(date, [booking]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, list]) => ({ date, bookings: list }));
}

/** "9:00 AM": a session's start on the business clock. */
export function etTime(iso: string): string {
  return slotLabels(new Date(iso)).time;
}
