import type { SubscriptionDto, SubscriptionMessageDto, SubscriptionMessageKind } from '@app/contracts';

/**
 * What happened, as the modules that made it happen announce it, always after their transaction committed.
 * Payloads name rows rather than copy them where the listener reads the committed state anyway (bookings);
 * secrets that exist only at that moment (manage and chat tokens) travel in the payload.
 */
export interface DomainEventMap {
  'booking.created': {
    bookingId: string;
    manageToken: string;
    chat?: { sessionId: string; token: string };
  };
  'booking.rescheduled': {
    bookingId: string;
    manageToken: string;
    previousStartsAt: Date;
  };
  'booking.cancelled': {
    bookingId: string;
    /** Cents returned to the card through the gateway (0 when nothing was charged or it was paid off-site). */
    refundedCents: number;
  };
  'subscription.created': { subscription: SubscriptionDto };
  'subscription.question': { subscriptionId: string; kind: SubscriptionMessageKind; message: SubscriptionMessageDto };
  'review.submitted': {
    review: {
      id: string;
      serviceId: string;
      customerName: string;
      customerEmail: string;
      rating: number;
      reviewText: string;
    };
  };
}

export type DomainEventType = keyof DomainEventMap;
