import { BUSINESS_TIME_ZONE } from '@app/contracts';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/** "Mar 14, 2026" in the viewer's zone: when a record was created. */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : shortDate.format(t);
}

/** "Mar 14, 3:05 PM ET": a moment the coach acts on, in business time like the slots. */
export function formatEtDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : `${shortDateTime.format(t)} ET`;
}
