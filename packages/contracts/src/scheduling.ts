/**
 * Time slots and business hours. DESIGN §3: hours are America/New_York with real DST (the spec's fixed
 * UTC−4 is wrong November–March); instants travel as UTC ISO strings and the "9:00 AM" / YYYY-MM-DD texts
 * are derived for display. Plain Date + Intl only: no date library in an isomorphic package.
 */
import type { BrandId } from './brands';
import { dateTimeFormat } from './date-time-format';

export interface TimeSlotDto {
  id: string;
  /** Business-local calendar date, YYYY-MM-DD. */
  date: string;
  /** Business-local 12-hour text, e.g. "9:00 AM". */
  time: string;
  isAvailable: boolean;
  /** UTC ISO instant; the source of truth for "is it past". */
  startTime: string;
  endTime: string;
  serviceType: string;
  brand: BrandId;
}

export const BUSINESS_TIME_ZONE = 'America/New_York';

/**
 * 30 minutes: the longest session (a full private reading) fits one slot, the 5–15 minute sessions keep a
 * buffer for notes and a late start, and a day stays at 24 buttons instead of 70+ with 10-minute steps.
 */
export const SLOT_MINUTES = 30;

/** §4/§9: slots are offered from today through today + 6 days. */
export const SLOT_WINDOW_DAYS = 6;

/** Open/close as whole hours, business-local; a slot may start at close − SLOT_MINUTES at the latest. */
export interface DailyHours {
  openHour: number;
  closeHour: number;
}

export interface WeeklyHours {
  weekdays: DailyHours;
  weekends: DailyHours;
}

/** §9: both brands Mon–Fri 9 AM–9 PM, Sat–Sun 10 AM–10 PM Eastern. Per brand so they can diverge. */
export const BUSINESS_HOURS: Readonly<Record<BrandId, WeeklyHours>> = {
  coaching: { weekdays: { openHour: 9, closeHour: 21 }, weekends: { openHour: 10, closeHour: 22 } },
  lunar: { weekdays: { openHour: 9, closeHour: 21 }, weekends: { openHour: 10, closeHour: 22 } },
};

// ---- Calendar dates as YYYY-MM-DD strings ---------------------------------------------------------------
// Dates are handled as UTC midnights internally so no local time zone can shift them by a day.

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateKeyToUtc(date: string): Date | null {
  const m = DATE_KEY.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date ? d : null; // rejects 2026-02-30
}

export function isDateKey(value: string): boolean {
  return dateKeyToUtc(value) !== null;
}

export function addDays(date: string, days: number): string {
  const d = dateKeyToUtc(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of the calendar date itself. */
export function weekdayOf(date: string): number {
  const d = dateKeyToUtc(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return d.getUTCDay();
}

export function hoursFor(brand: BrandId, date: string): DailyHours {
  const day = weekdayOf(date);
  return day === 0 || day === 6 ? BUSINESS_HOURS[brand].weekends : BUSINESS_HOURS[brand].weekdays;
}

/** Today … today + SLOT_WINDOW_DAYS. */
export function slotWindowDates(today: string): string[] {
  return Array.from({ length: SLOT_WINDOW_DAYS + 1 }, (_, i) => addDays(today, i));
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Saturday, November 21, 2026", built from the string, so no time zone can make it Friday. */
export function formatLongDate(date: string): string {
  const d = dateKeyToUtc(date);
  if (!d) return date;
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** §2 booking heading: "Today", "Tomorrow", or weekday + full date. Both arguments are YYYY-MM-DD. */
export function dateHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (isDateKey(today) && date === addDays(today, 1)) return 'Tomorrow';
  return formatLongDate(date);
}

// ---- Wall-clock time in a time zone ---------------------------------------------------------------------

/** Kept (date-time-format.ts): the slot generator calls this a lot. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * Builds the business zone's formatter in a task of its own, right after the current one. ICU loads a zone's data
 * when the first formatter for it is built (~12–16 ms here), and otherwise that lands inside the render that first
 * shows a business time — on the booking and checkout pages the long, synchronous re-render when the slots arrive.
 * Pages that show business times call it when their module loads; on the server it does nothing.
 */
export function warmBusinessTimeZone(): void {
  // contracts compiles without the DOM's types (the API includes it): the browser's globals, typed here.
  const browser = globalThis as unknown as { window?: unknown; setTimeout(run: () => void, ms: number): unknown };
  if (browser.window === undefined) return;
  browser.setTimeout(() => zoneFormatter(BUSINESS_TIME_ZONE), 0);
}

export interface ZonedParts {
  date: string;
  hour: number;
  minute: number;
}

export function zonedParts(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): ZonedParts {
  const p: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) % 24, minute: Number(p.minute) };
}

/** The business-local calendar date of `now` (what "today" means for slots and headings). */
export function businessDate(now: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return zonedParts(now, timeZone).date;
}

/** New York's offset on every 1 January: Eastern Standard Time (daylight time runs March to November). */
const NEW_YEAR_OFFSET_MS = -5 * 3_600_000;

/**
 * The business's year at `now` (a footer's ©) without Intl: the year turns at midnight EST, so shifting the instant
 * by five hours gives businessDate's year exactly. A time-zone formatter's first use loads ICU's zone data, ~15 ms
 * on this machine during the first screen's hydration — for a footer that needs only the year.
 */
export function businessYear(now: Date): number {
  return new Date(now.getTime() + NEW_YEAR_OFFSET_MS).getUTCFullYear();
}

/** Milliseconds the zone is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const z = zonedParts(new Date(instant), timeZone);
  const [y, m, d] = z.date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, z.hour, z.minute);
  return asUtc - (instant - (instant % 60_000));
}

/**
 * The UTC instant of a wall-clock time in `timeZone`, DST-aware. Two passes settle the offset on either side
 * of a transition; business hours never fall in the 2–3 AM gap, so the gap's ambiguity does not matter here.
 */
export function zonedTimeToUtc(
  date: string,
  hour: number,
  minute: number,
  timeZone: string = BUSINESS_TIME_ZONE,
): Date {
  const d = dateKeyToUtc(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const wall = d.getTime() + (hour * 60 + minute) * 60_000;
  let utc = wall - zoneOffsetMs(wall, timeZone);
  utc = wall - zoneOffsetMs(utc, timeZone);
  return new Date(utc);
}

/** 9, 0 → "9:00 AM"; 12, 30 → "12:30 PM"; 0, 0 → "12:00 AM". */
export function formatTime12(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The display texts of a slot starting at `instant`. */
export function slotLabels(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): { date: string; time: string } {
  const z = zonedParts(instant, timeZone);
  return { date: z.date, time: formatTime12(z.hour, z.minute) };
}

/** §4: "9:00 AM" → "09:00", "12:00 AM" → "00:00", "12:30 PM" → "12:30". Null for anything unparseable. */
export function to24Hour(time: string): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(time);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h < 1 || h > 12 || min > 59) return null;
  const pm = m[3].toUpperCase() === 'P';
  const h24 = (h % 12) + (pm ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${m[2]}`;
}

// ---- Slot lists -----------------------------------------------------------------------------------------

export interface SlotGroup<T extends Pick<TimeSlotDto, 'date' | 'time' | 'startTime'> = TimeSlotDto> {
  date: string;
  slots: T[];
}

/** Sort key: the instant when present, else the date + 24-hour time (older lists carry only the text). */
function slotSortKey(slot: Pick<TimeSlotDto, 'date' | 'time' | 'startTime'>): string {
  const t = Date.parse(slot.startTime);
  return Number.isNaN(t) ? `${slot.date}T${to24Hour(slot.time) ?? slot.time}` : new Date(t).toISOString();
}

/** Groups by `date`, dates ascending, slots within a date chronological. Does not filter. */
export function groupSlotsByDate<T extends Pick<TimeSlotDto, 'date' | 'time' | 'startTime'>>(
  slots: readonly T[],
): SlotGroup<T>[] {
  const byDate = new Map<string, T[]>();
  for (const s of slots) {
    const list = byDate.get(s.date);
    if (list) list.push(s);
    else byDate.set(s.date, [s]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, list]) => ({
      date,
      slots: list.slice().sort((a, b) => {
        const ka = slotSortKey(a);
        const kb = slotSortKey(b);
        return ka < kb ? -1 : ka > kb ? 1 : 0;
      }),
    }));
}

/**
 * §4: a slot starting at or before `now` is past. An unreadable startTime counts as past: refusing one
 * booking is better than selling a slot nobody can place on the calendar.
 */
export function isSlotPast(slot: Pick<TimeSlotDto, 'startTime'>, now: Date): boolean {
  const t = Date.parse(slot.startTime);
  return Number.isNaN(t) || t <= now.getTime();
}

/** §4: only available, future slots are shown. */
export function isSlotBookable(slot: Pick<TimeSlotDto, 'startTime' | 'isAvailable'>, now: Date): boolean {
  return slot.isAvailable && !isSlotPast(slot, now);
}
