import type { CanonicalPaymentMethod, SubscriptionAction, SubscriptionActor } from '@app/contracts';
import { type EntityManager, In } from 'typeorm';
import { SubscriptionHistoryEntity } from './subscription-history.entity';

export interface HistoryEntry {
  subscriptionId: string;
  at: Date;
  actor: SubscriptionActor;
  action: SubscriptionAction;
  amountCents?: number | null;
  paidThrough?: Date | null;
  paymentMethod?: CanonicalPaymentMethod | null;
  detail?: string | null;
}

/** Adds a line to a plan's history inside the caller's transaction: it exists if and only if the change commits. */
export async function recordHistory(manager: EntityManager, entry: HistoryEntry): Promise<void> {
  await manager.insert(SubscriptionHistoryEntity, {
    subscriptionId: entry.subscriptionId,
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    amountCents: entry.amountCents ?? null,
    paidThrough: entry.paidThrough ?? null,
    paymentMethod: entry.paymentMethod ?? null,
    detail: entry.detail ?? null,
  });
}

/** The histories of several plans in one query, each newest first. */
export async function historiesOf(
  manager: EntityManager,
  subscriptionIds: readonly string[],
): Promise<Map<string, SubscriptionHistoryEntity[]>> {
  const byPlan = new Map<string, SubscriptionHistoryEntity[]>();
  if (subscriptionIds.length === 0) return byPlan;
  const rows = await manager.find(SubscriptionHistoryEntity, {
    where: { subscriptionId: In([...subscriptionIds]) },
    order: { at: 'DESC', id: 'ASC' },
  });
  for (const row of rows) {
    const list = byPlan.get(row.subscriptionId) ?? [];
    list.push(row);
    byPlan.set(row.subscriptionId, list);
  }
  return byPlan;
}
