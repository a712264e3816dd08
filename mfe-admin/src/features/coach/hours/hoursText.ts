import { clockMinutes, clockText, formatTime12, SLOT_MINUTES, type HoursSavedDto } from '@app/contracts';

const DAY_MINUTES = 24 * 60;

/** "09:30" → "9:30 AM"; "24:00" → "Midnight" (a day may close at the end of it). */
export function clockLabel(text: string): string {
  const minutes = clockMinutes(text);
  if (minutes === null) return text;
  if (minutes === DAY_MINUTES) return 'Midnight';
  return formatTime12(Math.floor(minutes / 60), minutes % 60);
}

const steps = (from: number, to: number) =>
  Array.from({ length: (to - from) / SLOT_MINUTES + 1 }, (_, i) => clockText(from + i * SLOT_MINUTES));

/** Where a day may open (00:00 … 23:30) and close (00:30 … 24:00): one slot length apart, as the API requires. */
export const OPEN_TIMES = steps(0, DAY_MINUTES - SLOT_MINUTES);
export const CLOSE_TIMES = steps(SLOT_MINUTES, DAY_MINUTES);

/** What a save did to the next seven days, in one line for the snackbar. */
export function savedDetail({ slotsAdded, slotsRemoved, bookingsKept }: HoursSavedDto): string {
  const parts = [`${slotsAdded} ${slotsAdded === 1 ? 'time' : 'times'} added`, `${slotsRemoved} removed`];
  const kept =
    bookingsKept > 0
      ? ` ${bookingsKept} booked ${bookingsKept === 1 ? 'session falls' : 'sessions fall'} outside the new hours and ` +
        `${bookingsKept === 1 ? 'keeps its' : 'keep their'} time.`
      : '';
  return `Next 7 days: ${parts.join(', ')}.${kept}`;
}

export const HOURS_TEXT = {
  saved: 'Hours saved',
  saveFailed: 'Failed to save hours',
} as const;
