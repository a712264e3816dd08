import { businessDate, dateHeading, slotLabels } from '@app/contracts';

/** "Today · 9:00 AM ET" / "Tomorrow · …" / the full date, in business time like the booking pages. */
export function formatSessionTime(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'Available now';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return 'Available now';
  const { date, time } = slotLabels(new Date(t));
  return `${dateHeading(date, businessDate(now))} · ${time} ET`;
}
