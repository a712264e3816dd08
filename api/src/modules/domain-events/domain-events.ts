import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { tracing } from '../../observability/tracing-hooks';
import type { DomainEventMap, DomainEventType } from './domain-event-map';

/** LISTEN/NOTIFY channel of the domain-event outbox: a commit wakes every instance's dispatcher at once. */
export const EVENT_CHANNEL = 'domain_event';

/**
 * Runs inside the dispatcher's transaction and only writes through `manager` (enqueue e-mails, arm reminders): if
 * it throws, everything the event caused is rolled back and the event is retried.
 */
export type DomainEventHandler<K extends DomainEventType> = (
  payload: DomainEventMap[K],
  manager: EntityManager,
) => Promise<void>;

/**
 * The transactional outbox of domain events (issue 13). Emitters `publish` inside the transaction that makes the
 * change, so the event exists if and only if the change commits; the EventDispatcher (notifications module, every
 * instance) hands it to the handlers registered with `on`. `idle()` waits until nothing is due: no event to handle
 * and no e-mail to deliver; tests use it instead of sleeping.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<DomainEventType, DomainEventHandler<never>[]>();
  private drain: (() => Promise<void>) | null = null;

  async publish<K extends DomainEventType>(manager: EntityManager, type: K, payload: DomainEventMap[K]): Promise<void> {
    // With tracing on, the request's trace context goes with the event: its handling joins that trace.
    await manager.query(`INSERT INTO domain_event (type, payload, traceparent) VALUES ($1, $2::jsonb, $3)`, [
      type,
      JSON.stringify(payload),
      tracing.hooks?.traceparent() ?? null,
    ]);
    // pg_notify is transactional too: the dispatchers hear of it at commit.
    await manager.query(`SELECT pg_notify($1, $2)`, [EVENT_CHANNEL, type]);
  }

  on<K extends DomainEventType>(type: K, handler: DomainEventHandler<K>): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler);
    this.handlers.set(type, list);
    return () =>
      this.handlers.set(
        type,
        (this.handlers.get(type) ?? []).filter((h) => h !== handler),
      );
  }

  handlersFor<K extends DomainEventType>(type: K): DomainEventHandler<K>[] {
    return (this.handlers.get(type) ?? []) as DomainEventHandler<K>[];
  }

  /** The notifications module's OutboxDrain. */
  useDrain(drain: () => Promise<void>): void {
    this.drain = drain;
  }

  /** Resolves once no event is due for handling and no e-mail is due for delivery. */
  async idle(): Promise<void> {
    await this.drain?.();
  }
}

/**
 * Global: publishing from bookings, payments or subscriptions takes a constructor parameter, not a module import.
 * Its own module (issue 17), so emitters depend on the events, not on notifications, which only handles them.
 */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
