import { CHECKOUT_SERVICES, GENERAL_CARD_PAYMENT, PLANS, type PlanType, VALIDATION_MESSAGES } from '@app/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { BookingPaymentsService } from '../bookings/booking-payments.service';
import { isUuid } from '../bookings/booking-token';
import { CatalogService } from '../catalog/catalog.service';
import type { PaymentPurpose } from './payment.entity';
import { PaymentEvents } from './payment-events';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/** What is being paid for, priced by the server. */
export interface PaymentTarget {
  purpose: PaymentPurpose;
  /** A catalogue id, a plan id or `general`. */
  serviceId: string;
  serviceName: string;
  amountCents: number;
  bookingId: string | null;
  subscriptionId: string | null;
}

export interface TargetQuery {
  serviceId: string;
  bookingId?: string;
  subscriptionId?: string;
  plan?: PlanType;
}

/**
 * DESIGN §3: the amount always comes from the server: the booking's catalogue price, the subscription's plan
 * price, the catalogue price of the service, or the fixed general payment. The client's amount is never used.
 */
@Injectable()
export class PaymentTargets {
  constructor(
    private readonly catalog: CatalogService,
    private readonly bookings: BookingPaymentsService,
    private readonly events: PaymentEvents,
  ) {}

  async resolve(query: TargetQuery): Promise<PaymentTarget> {
    const none = { bookingId: null, subscriptionId: null };
    if (query.bookingId) {
      const booking = await this.bookings.payable(query.bookingId);
      return {
        purpose: 'booking',
        serviceId: booking.serviceId,
        serviceName: booking.serviceName,
        amountCents: booking.amountCents,
        bookingId: booking.id,
        subscriptionId: null,
      };
    }
    if (query.subscriptionId) {
      const handler = this.events.subscriptionPayments();
      const subscription =
        handler && isUuid(query.subscriptionId) ? await handler.findPayable(query.subscriptionId) : null;
      if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
      return {
        purpose: 'subscription',
        serviceId: query.plan ?? 'subscription',
        serviceName: subscription.planName,
        amountCents: subscription.priceCents,
        bookingId: null,
        subscriptionId: subscription.id,
      };
    }
    if (query.plan) {
      const plan = PLANS[query.plan];
      return { purpose: 'subscription', serviceId: plan.id, serviceName: plan.name, amountCents: plan.price, ...none };
    }
    if (query.serviceId === GENERAL_CARD_PAYMENT.serviceId) {
      return {
        purpose: 'general',
        serviceId: GENERAL_CARD_PAYMENT.serviceId,
        serviceName: GENERAL_CARD_PAYMENT.serviceName,
        amountCents: GENERAL_CARD_PAYMENT.price * 100,
        ...none,
      };
    }
    // §3: the checkout page knows quick-chat as "chat-questions".
    const catalogId = CHECKOUT_SERVICES.find((s) => s.id === query.serviceId)?.catalogId ?? query.serviceId;
    const service = await this.catalog.findBookable(catalogId);
    if (!service) {
      throw new BadRequestException({
        message: VALIDATION_MESSAGES.serviceRequired,
        errors: { serviceId: VALIDATION_MESSAGES.serviceRequired },
      });
    }
    return {
      purpose: 'general',
      serviceId: service.id,
      serviceName: service.name,
      amountCents: service.price,
      ...none,
    };
  }
}
