import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PgListener } from '../../../database/pg-listener.service';
import { EventDispatcher } from './event-dispatcher.worker';
import { MailWorker } from './mail.worker';
import { EVENT_CHANNEL, MAIL_CHANNEL } from './outbox-channels';

/**
 * Wakes this instance's dispatcher and mail worker the moment another transaction commits an event or an e-mail
 * (NOTIFY is delivered at commit), through the instance's one LISTEN connection (PgListener). Polling stays on: a
 * notification missed while the connection was down only delays the work until the next poll, and a reconnect kicks
 * both workers for whatever committed meanwhile.
 */
@Injectable()
export class OutboxListener implements OnModuleInit {
  constructor(
    private readonly listener: PgListener,
    private readonly dispatcher: EventDispatcher,
    private readonly mailWorker: MailWorker,
  ) {}

  onModuleInit(): void {
    this.listener.subscribe(EVENT_CHANNEL, {
      onNotify: () => this.dispatcher.kick(),
      onResync: (connected) => connected && this.dispatcher.kick(),
    });
    this.listener.subscribe(MAIL_CHANNEL, {
      onNotify: () => this.mailWorker.kick(),
      onResync: (connected) => connected && this.mailWorker.kick(),
    });
  }
}
