import { QueryFailedError, type EntityManager } from 'typeorm';
import type { SubscriptionEntity } from './subscription.entity';

/**
 * One live plan (pending_payment or active) per e-mail and plan (issue 13), backed by the partial unique index
 * subscription_live_plan_key. These two checks serve every path that makes a plan live: starting one, paying one,
 * renewing one.
 */

/** PostgreSQL unique_violation on the one-live-plan index: a simultaneous change of the same plan won. */
export function isLivePlanConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'subscription_live_plan_key';
}

/** Whether another plan of the same kind is live for the row's e-mail: then this old one cannot come back. */
export async function hasAnotherLivePlan(manager: EntityManager, row: SubscriptionEntity): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM subscription
      WHERE lower(customer_email) = lower($1) AND plan_type = $2 AND id <> $3
        AND status IN ('pending_payment', 'active')
      LIMIT 1`,
    [row.customerEmail, row.planType, row.id],
  );
  return rows.length > 0;
}
