import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, ErrorCode } from '@app/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError, isDomainError } from '../../common/domain-error';
import { BookingPaymentsService } from '../bookings/booking-payments.service';
import { CustomersService } from '../customers/customers.service';
import { DomainEvents } from '../domain-events/domain-events';
import {
  PAYMENT_GATEWAY,
  type ChargeResult,
  type PaymentGateway,
  type PaymentSource,
  PaymentProviderError,
} from './payment-gateway';
import { PaymentOrdersService, type OrderQuery, type PaymentOrder } from './payment-orders.service';
import { approvedOutcome, declinedOutcome, PAYMENT_TEXTS, type PaymentOutcome } from './payment-responses';
import { PaymentEntity } from './payment.entity';
import { SUBSCRIPTION_PAYMENTS, type SubscriptionPayments } from './subscription-payments.port';

/**
 * What the bookings and subscriptions side answers while a card payment settles when what it pays for can no
 * longer be had: the charge is refunded on exactly these codes (any other error is a fault, not a reason to give
 * money back).
 */
const REFUNDABLE = [ErrorCode.ORDER_NOT_PAYABLE, ErrorCode.ORDER_NOT_FOUND] as const;

export interface PayRequest {
  order: OrderQuery;
  customer: { email: string; name: string };
  /** The card (sandbox) or its token (square). None: a hosted checkout if the provider has one, else 400. */
  source?: PaymentSource;
  idempotencyKey?: string;
}

/**
 * Card payments, the one path of both payment calls: the order and its price from the server (PaymentOrdersService), a
 * payment row before the provider is called (so every attempt is on record, keyed for idempotency), the charge,
 * then one transaction that records the outcome, does what was paid for and publishes it. Card numbers pass
 * through memory only: the row holds brand and last 4.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly orders: PaymentOrdersService,
    private readonly bookingPayments: BookingPaymentsService,
    @Inject(SUBSCRIPTION_PAYMENTS) private readonly subscriptionPayments: SubscriptionPayments,
    private readonly customers: CustomersService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  get provider(): PaymentGateway['name'] {
    return this.gateway.name;
  }

  async pay(request: PayRequest): Promise<PaymentOutcome> {
    const { source } = request;
    if (source?.kind === 'card' && !this.gateway.acceptsRawCards) throw cardError(PAYMENT_TEXTS.tokenRequired);
    // The sandbox has no hosted page: without a card nothing can be paid (issue 13: it never approves blind).
    if (!source && this.gateway.acceptsRawCards) throw cardError(PAYMENT_TEXTS.cardRequired);
    const replay = await this.replay(request.idempotencyKey, request.order);
    if (replay) return replay;
    const order = await this.orders.resolve(request.order);
    const payment = await this.insertPending(order, request.customer, request.idempotencyKey);
    if (!payment) return (await this.replay(request.idempotencyKey, request.order))!;
    return source ? this.charge(payment, order, request, source) : this.startHostedCheckout(payment, order, request);
  }

  private async charge(
    payment: PaymentEntity,
    order: PaymentOrder,
    request: PayRequest,
    source: PaymentSource,
  ): Promise<PaymentOutcome> {
    let result: ChargeResult;
    try {
      result = await this.gateway.charge({
        amountCents: payment.amountCents,
        currency: 'USD',
        idempotencyKey: payment.idempotencyKey,
        reference: payment.id,
        description: order.description,
        customer: request.customer,
        source,
      });
    } catch (error) {
      await this.fail(payment, error);
      throw error instanceof PaymentProviderError ? new DomainError(ErrorCode.PAYMENT_PROVIDER_DOWN) : error;
    }
    if (result.outcome === 'invalid') {
      await this.dataSource.manager.update(
        PaymentEntity,
        { id: payment.id },
        { status: 'failed', failureMessage: result.message },
      );
      throw new DomainError(ErrorCode.CARD_INVALID, { message: result.message, field: `card.${result.field}` });
    }
    Object.assign(payment, { cardBrand: result.cardBrand, cardLast4: result.cardLast4 });
    if (result.outcome === 'declined') {
      Object.assign(payment, { status: 'declined', failureMessage: result.message });
      await this.dataSource.manager.update(
        PaymentEntity,
        { id: payment.id },
        {
          status: 'declined',
          failureMessage: result.message,
          cardBrand: payment.cardBrand,
          cardLast4: payment.cardLast4,
        },
      );
      return declinedOutcome(payment);
    }
    await this.settleApproved(payment, result.providerReference);
    return approvedOutcome(payment, order);
  }

  /** For a call without card data on a provider with a hosted page: the row waits for the webhook. */
  private async startHostedCheckout(
    payment: PaymentEntity,
    order: PaymentOrder,
    request: PayRequest,
  ): Promise<PaymentOutcome> {
    let hosted;
    try {
      hosted = await this.gateway.createHostedCheckout({
        amountCents: payment.amountCents,
        idempotencyKey: payment.idempotencyKey,
        reference: payment.id,
        description: order.description,
        customer: request.customer,
      });
    } catch (error) {
      await this.fail(payment, error);
      throw error instanceof PaymentProviderError ? new DomainError(ErrorCode.PAYMENT_PROVIDER_DOWN) : error;
    }
    if (!hosted) {
      await this.dataSource.manager.delete(PaymentEntity, { id: payment.id });
      throw cardError(PAYMENT_TEXTS.cardRequired);
    }
    const { checkoutUrl, providerReference } = hosted;
    await this.dataSource.manager.update(PaymentEntity, { id: payment.id }, { providerReference });
    return {
      statusCode: 201,
      body: { success: true, message: PAYMENT_TEXTS.continueToCheckout, paymentId: payment.id, checkoutUrl },
    };
  }

  /**
   * The approval, what it pays for and their announcements, in one transaction: the payment row approved and
   * `payment.approved` (the receipt); a booking confirmed (`booking.paid`), a plan activated
   * (`subscription.activated`), or a general payment on the customer's record. When the order can no longer be
   * had (a REFUNDABLE code: cancelled, slot taken, paid meanwhile, gone) the charge is refunded and `payment.refunded`
   * says so.
   */
  async settleApproved(payment: PaymentEntity, providerReference: string): Promise<void> {
    const paidAt = this.clock.now();
    try {
      await this.dataSource.transaction(async (manager) => {
        const { cardBrand, cardLast4 } = payment;
        await manager.update(
          PaymentEntity,
          { id: payment.id },
          { status: 'approved', providerReference, cardBrand, cardLast4, paidAt },
        );
        await this.fulfil(manager, payment, paidAt);
        await this.events.publish(manager, 'payment.approved', { paymentId: payment.id });
      });
      Object.assign(payment, { status: 'approved', paidAt });
    } catch (error) {
      if (!isDomainError(error, ...REFUNDABLE)) throw error;
      await this.refundUnfulfilled(payment, providerReference, error.message);
      const message = `${error.message.replace(/\.$/, '')}. ${ERROR_MESSAGES.PAYMENT_REFUNDED}`;
      throw new DomainError(ErrorCode.PAYMENT_REFUNDED, { message });
    }
  }

  private async fulfil(manager: EntityManager, payment: PaymentEntity, paidAt: Date): Promise<void> {
    if (payment.bookingId) {
      await this.bookingPayments.markPaidIn(manager, payment.bookingId, 'card');
      return;
    }
    if (payment.subscriptionId) {
      await this.subscriptionPayments.markPaid(manager, payment.subscriptionId, { paymentId: payment.id, paidAt });
      return;
    }
    await this.customers.record(manager, {
      type: 'payment_received',
      email: payment.customerEmail,
      name: payment.customerName,
      at: paidAt,
      amountCents: payment.amountCents,
      data: { paymentId: payment.id, serviceId: payment.serviceId, brand: payment.brand },
    });
  }

  /** Charged, but what it paid for can no longer be had: the money goes back and the customer is told. */
  private async refundUnfulfilled(payment: PaymentEntity, providerReference: string, reason: string): Promise<void> {
    await this.gateway.refund(providerReference, payment.amountCents, payment.idempotencyKey);
    await this.dataSource.transaction(async (manager) => {
      const { cardBrand, cardLast4 } = payment;
      await manager.update(
        PaymentEntity,
        { id: payment.id },
        { status: 'refunded', providerReference, failureMessage: reason, cardBrand, cardLast4 },
      );
      await this.events.publish(manager, 'payment.refunded', { paymentId: payment.id, reason });
    });
    payment.status = 'refunded';
    this.logger.warn(`Payment ${payment.id} refunded: ${reason}`);
  }

  /** A repeated idempotency key answers what the first request got, without charging again. */
  private async replay(key: string | undefined, query: OrderQuery): Promise<PaymentOutcome | null> {
    if (!key) return null;
    const existing = await this.dataSource.manager.findOneBy(PaymentEntity, { idempotencyKey: key });
    if (!existing) return null;
    const sameGeneral = query.serviceId === existing.serviceId && (query.brand ?? 'coaching') === existing.brand;
    const same =
      (query.bookingId ?? null) === existing.bookingId &&
      (query.subscriptionId ?? null) === existing.subscriptionId &&
      (existing.purpose !== 'general' || sameGeneral);
    if (!same) throw new DomainError(ErrorCode.PAYMENT_KEY_REUSED);
    if (existing.status === 'approved') return approvedOutcome(existing, await this.orders.describe(existing));
    if (existing.status === 'declined') return declinedOutcome(existing);
    if (existing.status === 'pending') throw new DomainError(ErrorCode.PAYMENT_IN_PROGRESS);
    throw new DomainError(ErrorCode.PAYMENT_FAILED, { message: existing.failureMessage ?? undefined });
  }

  /** Null when another request with the same key got there first. */
  private async insertPending(
    order: PaymentOrder,
    customer: { email: string; name: string },
    key: string | undefined,
  ): Promise<PaymentEntity | null> {
    const payment = this.dataSource.manager.create(PaymentEntity, {
      id: randomUUID(),
      purpose: order.purpose,
      brand: order.brand,
      bookingId: order.bookingId,
      subscriptionId: order.subscriptionId,
      serviceId: order.serviceId,
      amountCents: order.amountCents,
      couponCode: order.coupon?.code ?? null,
      couponDescription: order.coupon?.description ?? null,
      discountCents: order.coupon?.discountCents ?? 0,
      currency: 'USD',
      provider: this.gateway.name,
      status: 'pending',
      cardBrand: null,
      cardLast4: null,
      paidAt: null,
      customerEmail: customer.email,
      customerName: customer.name,
      idempotencyKey: key ?? randomUUID(),
      providerReference: null,
      failureMessage: null,
    });
    try {
      await this.dataSource.manager.insert(PaymentEntity, payment);
      return payment;
    } catch (error) {
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === '23505') return null;
      throw error;
    }
  }

  private async fail(payment: PaymentEntity, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(`Payment ${payment.id} failed at the provider: ${message}`);
    await this.dataSource.manager.update(
      PaymentEntity,
      { id: payment.id },
      { status: 'failed', failureMessage: PAYMENT_TEXTS.providerDown },
    );
  }
}

function cardError(message: string): DomainError {
  return new DomainError(ErrorCode.CARD_INVALID, { message, field: 'card' });
}
