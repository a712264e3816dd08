import { businessDate, type SubscriptionStatus } from '@app/contracts';
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
