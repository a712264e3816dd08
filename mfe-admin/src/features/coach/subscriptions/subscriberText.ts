import {
  oneMonthFrom,
  type CoachSubscriberDto,
  type SubscriberStanding,
  type SubscriberStatusFilter,
} from '@app/contracts';
import { formatShortDate } from '../../common/formatDates';

/** Toasts, labels and empty states of the Subscribers section. */
export const SUBSCRIBER_TEXT = {
  cancelled: 'Plan cancelled',
  cancelledDetail: (name: string) => `${name} is e-mailed that the plan has ended.`,
  cancelFailed: 'Failed to cancel the plan',
  renewed: 'Renewal recorded',
  renewedDetail: (name: string, until: string) => `${name} is e-mailed a receipt. Paid through ${until}.`,
  renewFailed: 'Failed to record the renewal',
  empty: {
    active: 'No active plans.',
    pending: 'No plans are waiting for their first payment.',
    lapsed: 'No lapsed plans.',
    cancelled: 'No cancelled plans.',
    all: 'No subscribers yet.',
  } satisfies Record<SubscriberStatusFilter, string>,
  noMatch: (q: string) => `No plans match “${q}”.`,
} as const;

export const STATUS_FILTERS: ReadonlyArray<{ value: SubscriberStatusFilter; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

export const STANDING_CHIP: Record<
  SubscriberStanding,
  { label: string; color: 'success' | 'warning' | 'error' | 'default' }
> = {
  active: { label: 'Active', color: 'success' },
  pending: { label: 'Awaiting payment', color: 'warning' },
  lapsed: { label: 'Lapsed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** The one line about the plan's term that matters for its standing. */
export function termLine(s: CoachSubscriberDto): string {
  switch (s.standing) {
    case 'active':
      return s.activatedAt
        ? `Paid through ${formatShortDate(s.expiresAt)} · since ${formatShortDate(s.activatedAt)}`
        : `Paid through ${formatShortDate(s.expiresAt)}`;
    case 'lapsed':
      return `Lapsed ${formatShortDate(s.expiresAt)}`;
    case 'pending':
      return `Waiting since ${formatShortDate(s.createdAt)}`;
    case 'cancelled':
      return s.cancelledAt ? `Cancelled ${formatShortDate(s.cancelledAt)}` : 'Cancelled';
  }
}

/** "Questions today 1/3 · Videos this month 0/2"; a plan without videos says nothing about them. */
export function allowanceLine(s: CoachSubscriberDto): string {
  const questions = `Questions today ${s.questionsUsedToday}/${s.questionsAllowedPerDay}`;
  return s.videosAllowedPerMonth > 0
    ? `${questions} · Videos this month ${s.videosThisMonth}/${s.videosAllowedPerMonth}`
    : questions;
}

/** What a renewal recorded now would pay the plan through: a month after the later of now and its current end. */
export function renewedUntil(s: Pick<CoachSubscriberDto, 'expiresAt'>, now: Date): Date {
  const end = new Date(s.expiresAt);
  return oneMonthFrom(end.getTime() > now.getTime() ? end : now);
}
