import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BrandId } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../domain-events/domain-events';
import type { FreedSlot, WaitlistRecipient } from './waitlist-mails.service';
import { WaitlistMailsService } from './waitlist-mails.service';

type Entry = WaitlistRecipient & { brand: BrandId; date: string };

/** The entries still waiting among `ids` (one that left, or whose day was swept, gets nothing). */
function waitingEntries(m: EntityManager, ids: string[]): Promise<Entry[]> {
  return m.query<Entry[]>(
    `SELECT id, email, brand, date FROM waitlist_entry WHERE id = ANY($1::uuid[]) AND left_at IS NULL ORDER BY email`,
    [ids],
  );
}

/**
 * The waitlist's e-mails (issue 33), written when its events are handled, like every other e-mail (issue 34:
 * notifications reads the other modules' rows and events and is imported by none of them). Each handler runs in the
 * dispatcher's transaction: the e-mails exist if and only if the event is handled.
 */
@Injectable()
export class WaitlistMailHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mails: WaitlistMailsService,
  ) {}

  onModuleInit(): void {
    this.events.on('waitlist.joined', (e, m) => this.joined(e.entryId, m));
    this.events.on('waitlist.time_open', (e, m) => this.timeOpen(e.slotId, e.entryIds, m));
  }

  private async joined(entryId: string, m: EntityManager): Promise<void> {
    const [entry] = await waitingEntries(m, [entryId]);
    if (entry) await this.mails.joined(m, entry.brand, entry.date, entry);
  }

  private async timeOpen(slotId: string, entryIds: string[], m: EntityManager): Promise<void> {
    const [slot] = await m.query<FreedSlot[]>(`SELECT id, brand, date, time FROM time_slot WHERE id = $1`, [slotId]);
    if (!slot) return;
    await this.mails.timeOpen(m, slot, await waitingEntries(m, entryIds));
  }
}
