import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../domain-events/domain-events';
import { readFreedSlot, readWaitingEntries } from '../../waitlist/waitlist-facts.read-model';
import { WaitlistMailsService } from './waitlist-mails.service';

/**
 * The waitlist's e-mails (issue 33), written when its events are handled, like every other e-mail (issue 34:
 * notifications reads the other modules' read models and events and is imported by none of them). Each handler runs
 * in the dispatcher's transaction: the e-mails exist if and only if the event is handled.
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
    const [entry] = await readWaitingEntries(m, [entryId]);
    if (entry) await this.mails.joined(m, entry.brand, entry.date, entry);
  }

  private async timeOpen(slotId: string, entryIds: string[], m: EntityManager): Promise<void> {
    const slot = await readFreedSlot(m, slotId);
    if (!slot) return;
    await this.mails.timeOpen(m, slot, await readWaitingEntries(m, entryIds));
  }
}
