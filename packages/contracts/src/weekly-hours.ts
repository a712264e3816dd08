/**
 * The weekly hours the coach edits in the console (issue 27): their shapes, the "HH:MM" arithmetic and the schema the
 * API and the console's editor share.
 */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import type { BrandId } from './brands';
import { SLOT_MINUTES, WEEKDAYS } from './scheduling';

/** One day of a brand's week: business-local 24-hour "HH:MM" texts, both null when the day is closed. */
export interface DayHoursDto {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  open: string | null;
  /** "24:00" closes at midnight. */
  close: string | null;
}

/** GET /api/coach/hours answers one per brand; seven days, Sunday first. */
export interface BrandHoursDto {
  brand: BrandId;
  days: DayHoursDto[];
}

/** PUT /api/coach/hours/:brand: the saved week and what it did to the offered slots (today … today + 6). */
export interface HoursSavedDto {
  hours: BrandHoursDto;
  /** Free future slots offered now that were not before. */
  slotsAdded: number;
  /** Free future slots no longer offered. */
  slotsRemoved: number;
  /** Live bookings on times now outside the hours: they keep their time (the coach may move them). */
  bookingsKept: number;
}

/** The day's minutes: "09:30" → 570, "24:00" → 1440; null for anything else. */
export function clockMinutes(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** 570 → "09:30". */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Where a slot may start or end, in words, for the slot length in force. */
function slotStepText(step: number): string {
  if (step === 60) return 'on the hour';
  return step === 30 ? 'on the hour or half-hour' : `on a multiple of ${step} minutes`;
}
const SLOT_STEP_TEXT = slotStepText(SLOT_MINUTES);

/** Each message names the day, so the API's one-line `message` says which row is wrong. */
export const HOURS_MESSAGES = {
  week: 'Please give the hours of all seven days, Sunday to Saturday, once each',
  weekday: 'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)',
  openInvalid: (day: string) => `${day}: opening time must be a time such as 09:00`,
  closeInvalid: (day: string) => `${day}: closing time must be a time such as 21:00 (24:00 for midnight)`,
  openStep: (day: string) => `${day}: opening time must be ${SLOT_STEP_TEXT}`,
  closeStep: (day: string) => `${day}: closing time must be ${SLOT_STEP_TEXT}`,
  bothOrNeither: (day: string) => `${day}: please set both opening and closing times, or mark the day closed`,
  closeAfterOpen: (day: string) => `${day}: closing time must be after opening time`,
} as const;

const clockInput = () =>
  string()
    .nullable()
    .default(null)
    .transform((value: string | null, original: unknown) =>
      value === null || original === null || (typeof original === 'string' && original.trim() === '')
        ? null
        : value.trim(),
    );

const dayHoursSchema = object({
  weekday: number()
    .typeError(HOURS_MESSAGES.weekday)
    .required(HOURS_MESSAGES.weekday)
    .integer(HOURS_MESSAGES.weekday)
    .min(0, HOURS_MESSAGES.weekday)
    .max(6, HOURS_MESSAGES.weekday),
  open: clockInput(),
  close: clockInput(),
}).test('day-hours', function (day) {
  if (!day || !Number.isInteger(day.weekday) || day.weekday < 0 || day.weekday > 6) return true;
  const name = WEEKDAYS[day.weekday];
  const fail = (field: 'open' | 'close', message: string) =>
    this.createError({ path: `${this.path}.${field}`, message });
  if (day.open === null && day.close === null) return true;
  if (day.open === null || day.close === null)
    return fail(day.open === null ? 'open' : 'close', HOURS_MESSAGES.bothOrNeither(name));
  const open = clockMinutes(day.open);
  const close = clockMinutes(day.close);
  if (open === null || open >= 24 * 60) return fail('open', HOURS_MESSAGES.openInvalid(name));
  if (close === null) return fail('close', HOURS_MESSAGES.closeInvalid(name));
  if (open % SLOT_MINUTES !== 0) return fail('open', HOURS_MESSAGES.openStep(name));
  if (close % SLOT_MINUTES !== 0) return fail('close', HOURS_MESSAGES.closeStep(name));
  if (close <= open) return fail('close', HOURS_MESSAGES.closeAfterOpen(name));
  return true;
});

/** PUT /api/coach/hours/:brand. Times are business-local (America/New_York); a closed day has neither. */
export const weeklyHoursSchema = object({
  days: array(dayHoursSchema)
    .required(HOURS_MESSAGES.week)
    .length(7, HOURS_MESSAGES.week)
    .test('each-weekday-once', HOURS_MESSAGES.week, (days) => new Set(days?.map((d) => d.weekday)).size === 7),
});
export type WeeklyHoursRequest = InferType<typeof weeklyHoursSchema>;
