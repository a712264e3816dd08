import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfigService } from '../../../config/app-config.module';
import { tracing } from '../../../observability/tracing-hooks';
import type { DomainEventType } from '../../domain-events/domain-event-map';
import { DomainEvents } from '../../domain-events/domain-events';
import { errorText, retryDelayMs } from './backoff';
import { MailWorker } from './mail.worker';
import { PollingWorker } from './polling-worker';

/** After this many failed attempts (about four hours of back-off) an event is marked failed and logged. */
export const EVENT_MAX_ATTEMPTS = 10;

/**
 * The oldest due event, locked for this transaction only: another instance's dispatcher skips it instead of waiting,
 * and once this transaction commits it is done and no longer pending.
 */
const CLAIM_SQL = `
  SELECT id, type, payload, attempts, traceparent FROM domain_event
   WHERE status = 'pending' AND next_attempt_at <= now()
   ORDER BY id
   LIMIT 1
   FOR UPDATE SKIP LOCKED`;

interface ClaimedEvent {
  id: string;
  type: DomainEventType;
  payload: never;
  attempts: number;
  traceparent: string | null;
}

/**
 * Handles the domain_event outbox. Each event is claimed and handled in one transaction: the handlers only write
 * (enqueue e-mails, arm reminders) through the transaction's manager, so an event's e-mails are stored exactly when
 * the event is marked done. A handler that throws rolls all of it back; the event is then retried with back-off.
 */
@Injectable()
export class EventDispatcher extends PollingWorker {
  protected readonly logger = new Logger(EventDispatcher.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly mailWorker: MailWorker,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    super(config.get('eventPollIntervalMs', { infer: true }), 'Event dispatch');
  }

  protected async pass(): Promise<number> {
    let attempted = 0;
    while (!this.stopped && (await this.handleNext())) attempted++;
    // The e-mails those events wrote: deliver them now rather than at the next poll.
    if (attempted > 0) this.mailWorker.kick();
    return attempted;
  }

  /** False when nothing was due. */
  private async handleNext(): Promise<boolean> {
    let claimed: ClaimedEvent | undefined;
    try {
      return await this.dataSource.transaction(async (manager) => {
        [claimed] = await manager.query<ClaimedEvent[]>(CLAIM_SQL);
        if (!claimed) return false;
        const event = claimed;
        const handle = () => this.handle(event, manager);
        // Tracing on: a span for this event in the trace of the request that wrote it.
        await (tracing.hooks ? tracing.hooks.eventSpan(event, handle) : handle());
        return true;
      });
    } catch (error) {
      if (!claimed) throw error;
      await this.failed(claimed, error);
      return true;
    }
  }

  private async handle(event: ClaimedEvent, manager: EntityManager): Promise<void> {
    const handlers = this.events.handlersFor(event.type);
    if (handlers.length === 0) this.logger.warn(`No handler for ${event.type} (event ${event.id})`);
    for (const handler of handlers) await handler(event.payload, manager);
    await manager.query(
      `UPDATE domain_event SET status = 'done', attempts = attempts + 1, handled_at = now(), last_error = NULL
        WHERE id = $1`,
      [event.id],
    );
  }

  /**
   * Outside the rolled-back transaction. `status = 'pending'` guards the rare case of another instance having
   * claimed and finished the row in between.
   */
  private async failed(event: ClaimedEvent, error: unknown): Promise<void> {
    const attempts = event.attempts + 1;
    const gaveUp = attempts >= EVENT_MAX_ATTEMPTS;
    await this.dataSource.query(
      `UPDATE domain_event
          SET attempts = $2, status = $3, last_error = $4, next_attempt_at = now() + $5 * interval '1 millisecond'
        WHERE id = $1 AND status = 'pending'`,
      [event.id, attempts, gaveUp ? 'failed' : 'pending', errorText(error), retryDelayMs(attempts)],
    );
    const what = `${event.type} (event ${event.id}, attempt ${attempts})`;
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (gaveUp) this.logger.error(`Gave up on ${what}: ${detail}`);
    else this.logger.warn(`Handling ${what} failed, retrying later: ${detail}`);
  }
}
