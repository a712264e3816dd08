import type { BrandId } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The waitlist module's read model for its e-mails: notifications reads the entries and the freed time a
 * `waitlist.*` event names through it, in the dispatcher's transaction (a payload names rows, it does not carry them).
 */

/** Who an e-mail goes to: the entry's id rebuilds its unsubscribe link (LinkTokensService.waitlist). */
export interface WaitlistRecipient {
  id: string;
  email: string;
}

export type WaitingEntry = WaitlistRecipient & { brand: BrandId; date: string };

/** The freed time a "time open" e-mail offers. */
export interface FreedSlot {
  id: string;
  brand: BrandId;
  date: string;
  time: string;
}

/** The entries still waiting among `ids` (one that left, or whose day was swept, gets nothing). */
export function readWaitingEntries(manager: EntityManager, ids: string[]): Promise<WaitingEntry[]> {
  return manager.query<WaitingEntry[]>(
    `SELECT id, email, brand, date FROM waitlist_entry WHERE id = ANY($1::uuid[]) AND left_at IS NULL ORDER BY email`,
    [ids],
  );
}

/** The time a `waitlist.time_open` event names, or null when it is gone. */
export async function readFreedSlot(manager: EntityManager, slotId: string): Promise<FreedSlot | null> {
  const rows = await manager.query<FreedSlot[]>(`SELECT id, brand, date, time FROM time_slot WHERE id = $1`, [slotId]);
  return rows[0] ?? null;
}
