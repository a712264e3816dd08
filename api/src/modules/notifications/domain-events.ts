import { type BeforeApplicationShutdown, Global, Injectable, Logger, Module } from '@nestjs/common';
import type { DomainEventMap, DomainEventType } from './domain-event-map';

type Handler<K extends DomainEventType> = (payload: DomainEventMap[K]) => Promise<void> | void;

/**
 * A small typed in-process event bus (no @nestjs/event-emitter in this repo). Emitters call `emit` after their
 * transaction has committed; handlers run on a later tick, so a slow SMTP server never delays an HTTP answer and
 * a failing handler never fails the request that caused it (it is logged). `idle()` waits for the handlers in
 * flight: shutdown uses it so no e-mail is cut off, tests use it instead of sleeping.
 */
@Injectable()
export class DomainEvents implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<DomainEventType, Handler<never>[]>();
  private readonly inFlight = new Set<Promise<void>>();

  on<K extends DomainEventType>(type: K, handler: Handler<K>): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(type, list);
    return () => this.handlers.set(type, (this.handlers.get(type) ?? []).filter((h) => h !== handler));
  }

  emit<K extends DomainEventType>(type: K, payload: DomainEventMap[K]): void {
    for (const handler of this.handlers.get(type) ?? []) {
      const run: Promise<void> = Promise.resolve()
        .then(() => (handler as Handler<K>)(payload))
        .catch((error: unknown) => {
          const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
          this.logger.error(`A ${type} handler failed: ${message}`);
        })
        .finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    }
  }

  /** Resolves once every handler started so far, and any a handler started in turn, has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}

/** Global: emitting from bookings, subscriptions or reviews takes a constructor parameter, not a module import. */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
