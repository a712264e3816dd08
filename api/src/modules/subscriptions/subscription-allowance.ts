import {
  addDays,
  businessDate,
  zonedTimeToUtc,
  type SubscriptionMessageKind,
  type SubscriptionStatus,
} from '@app/contracts';
import type { SubscriptionEntity } from './subscription.entity';

/**
 * Allowance periods in business time (DESIGN §3): the daily question counter restarts at midnight Eastern, the
 * monthly video counter on the 1st at midnight Eastern, DST included. Counters are stored with the date they
 * belong to, so a period change needs no scheduled job: a counter from an earlier period simply reads as 0.
 */
export interface AllowancePeriod {
  /** Eastern calendar date, YYYY-MM-DD. */
  today: string;
  /** Eastern calendar month, YYYY-MM. */
  month: string;
}

export function allowancePeriod(now: Date): AllowancePeriod {
  const today = businessDate(now);
  return { today, month: today.slice(0, 7) };
}

/** When a used-up allowance comes back: the next midnight Eastern (questions), or the 1st of next month's (videos). */
export function allowanceResetsAt(kind: SubscriptionMessageKind, now: Date): Date {
  const { today } = allowancePeriod(now);
  if (kind === 'question') return zonedTimeToUtc(addDays(today, 1), 0, 0);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return zonedTimeToUtc(next, 0, 0);
}

type Counters = Pick<SubscriptionEntity, 'questionsUsedToday' | 'lastResetDate' | 'videosThisMonth' | 'lastVideoDate'>;

export function questionsUsedIn(subscription: Counters, period: AllowancePeriod): number {
  return subscription.lastResetDate === period.today ? subscription.questionsUsedToday : 0;
}

export function videosUsedIn(subscription: Counters, period: AllowancePeriod): number {
  return subscription.lastVideoDate?.slice(0, 7) === period.month ? subscription.videosThisMonth : 0;
}

/** An active subscription past its term reads as expired even before anything rewrites its row. */
export function effectiveStatus(
  subscription: Pick<SubscriptionEntity, 'status' | 'expiresAt'>,
  now: Date,
): SubscriptionStatus {
  return subscription.status === 'active' && subscription.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : subscription.status;
}
