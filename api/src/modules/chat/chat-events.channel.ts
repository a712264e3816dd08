import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Subject } from 'rxjs';
import { PgListener } from '../../database/pg-listener.service';
import { CHAT_NOTIFY_CHANNEL } from './chat-gateway.constants';
import { decodeChatEvent, type ChatEventEnvelope } from './chat-events';

/**
 * Fan-out across API instances (DESIGN §3) on the instance's one LISTEN connection (PgListener, shared with the read
 * caches and the outbox). When that connection comes back after a drop, `resynced$` fires so the gateway re-sends
 * history for anything missed meanwhile.
 */
@Injectable()
export class ChatEventsChannel implements OnApplicationShutdown {
  readonly events$ = new Subject<ChatEventEnvelope>();
  /** After a reconnect (not the first connect): events may have been missed while it was down. */
  readonly resynced$ = new Subject<void>();
  private everConnected = false;

  constructor(private readonly listener: PgListener) {
    listener.subscribe(CHAT_NOTIFY_CHANNEL, {
      onNotify: (payload) => {
        const envelope = decodeChatEvent(payload);
        if (envelope) this.events$.next(envelope);
      },
      onResync: (connected) => {
        if (!connected) return;
        if (this.everConnected) this.resynced$.next();
        this.everConnected = true;
      },
    });
  }

  get listening(): boolean {
    return this.listener.connected;
  }

  onApplicationShutdown(): void {
    this.events$.complete();
    this.resynced$.complete();
  }
}
