import { ErrorCode } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../../common/domain-error';
import { ChatSessionsService } from '../../chat/chat-sessions.service';
import { CustomersService } from '../../customers/customers.service';
import type { DomainEventMap } from '../../domain-events/domain-event-map';
import { DomainEvents } from '../../domain-events/domain-events';
import { PaymentProviderError } from '../../payments/payment-gateway';
import { PaymentRefundsService } from '../../payments/payment-refunds.service';
import type { BookingEntity } from '../booking.entity';
import { BookingHistory, type BookingHistoryEntry } from '../booking-history.service';

/** How a cancellation came about, as the customer's record, the booking's history and the e-mails tell it. */
export interface CancellationRecord {
  /** Kept on the customer's record beside the booking and its service (via whom, refunded how much). */
  customerData: Record<string, unknown>;
  history: Omit<BookingHistoryEntry, 'bookingId' | 'at'>;
  event: Omit<DomainEventMap['booking.cancelled'], 'bookingId' | 'icsSequence'>;
}

/**
 * What every cancellation does after the booking row says cancelled, whoever cancels (the customer's manage link,
 * the coach's cancel or release): one place, so the two paths cannot drift. Runs in the caller's transaction, which
 * already holds the booking row: the history, the customer's record and the e-mails exist if and only if the
 * cancellation commits.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly refunds: PaymentRefundsService,
    private readonly chatSessions: ChatSessionsService,
    private readonly customers: CustomersService,
    private readonly history: BookingHistory,
    private readonly events: DomainEvents,
  ) {}

  /** A card payment given back through the gateway; one that is down or refuses leaves everything as it was. */
  async refundCard(manager: EntityManager, bookingId: string): Promise<number> {
    try {
      return await this.refunds.refundBookingIn(manager, bookingId);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new DomainError(ErrorCode.REFUND_FAILED);
      throw error;
    }
  }

  /**
   * After BookingsRepository.cancel: the booking's chat ends with it; its record, history and booking.cancelled
   * (with the invite's sequence; its handler stops the reminders) follow.
   */
  async record(manager: EntityManager, booking: BookingEntity, now: Date, cancellation: CancellationRecord) {
    await this.chatSessions.endForBooking(manager, booking.id);
    await this.customers.record(manager, {
      type: 'booking_cancelled',
      email: booking.email,
      at: now,
      data: { bookingId: booking.id, serviceId: booking.serviceId, ...cancellation.customerData },
    });
    await this.history.record(manager, { bookingId: booking.id, at: now, ...cancellation.history });
    await this.events.publish(manager, 'booking.cancelled', {
      bookingId: booking.id,
      ...cancellation.event,
      // The CANCEL invite's sequence as this cancellation raised it (BookingsRepository.cancel).
      icsSequence: booking.icsSequence,
    });
  }
}
