import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../domain-events/domain-events';
import { EventDispatcher } from './event-dispatcher.worker';
import { MailWorker } from './mail.worker';

const DUE_SQL = `
  SELECT (SELECT count(*) FROM domain_event WHERE status = 'pending' AND next_attempt_at <= now())
       + (SELECT count(*) FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now()) OR status = 'sending') AS due`;

/**
 * What DomainEvents.idle() waits for: every due event handled and every due e-mail delivered (by this instance,
 * or by another that holds them right now). Messages waiting for a retry later are not due. Tests await it instead
 * of sleeping; it drives both workers itself, so it works with polling turned off too.
 */
@Injectable()
export class OutboxDrain implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly dispatcher: EventDispatcher,
    private readonly mailWorker: MailWorker,
  ) {}

  onModuleInit(): void {
    this.events.useDrain(() => this.drain());
  }

  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const handled = await this.dispatcher.run();
      const attempted = await this.mailWorker.run();
      if (handled + attempted > 0) continue;
      const [{ due }] = await this.dataSource.query<Array<{ due: string }>>(DUE_SQL);
      if (Number(due) === 0) return;
      if (Date.now() > deadline) throw new Error(`The outboxes did not drain within ${timeoutMs} ms (${due} due)`);
      // Held by another instance right now (or a lease that is about to run out).
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
