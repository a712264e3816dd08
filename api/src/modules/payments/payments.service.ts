import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { BookingPaymentsService } from '../bookings/booking-payments.service';
import { CustomersService } from '../customers/customers.service';
import {
  PAYMENT_GATEWAY,
  type ChargeResult,
  type PaymentGateway,
  type PaymentSource,
  PaymentProviderError,
} from './payment-gateway';
import { PaymentEvents } from './payment-events';
import { approvedOutcome, declinedOutcome, PAYMENT_TEXTS, type PaymentOutcome } from './payment-responses';
import { PaymentTargets, type PaymentTarget, type TargetQuery } from './payment-targets.service';
import { PaymentEntity } from './payment.entity';

export interface PayRequest {
  target: TargetQuery;
  customer: { email: string; name: string };
  source: PaymentSource;
  idempotencyKey?: string;
}

/**
 * Card payments: price from the server (PaymentTargets), a payment row before the provider is called (so every
 * attempt is on record, keyed for idempotency), the charge, then one transaction that records the outcome and
 * confirms what was paid for. Card numbers pass through memory only: the row holds brand and last 4.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly targets: PaymentTargets,
    private readonly bookingPayments: BookingPaymentsService,
    private readonly events: PaymentEvents,
    private readonly customers: CustomersService,
    private readonly clock: Clock,
  ) {}

  get provider(): PaymentGateway['name'] {
    return this.gateway.name;
  }

  requireToken(): boolean {
    return !this.gateway.acceptsRawCards;
  }

  async pay(request: PayRequest): Promise<PaymentOutcome> {
    if (request.source.kind === 'card' && !this.gateway.acceptsRawCards) {
      throw new BadRequestException({
        message: PAYMENT_TEXTS.tokenRequired,
        errors: { card: PAYMENT_TEXTS.tokenRequired },
      });
    }
    const replay = await this.replay(request.idempotencyKey, request.target);
    if (replay) return replay;
    const target = await this.targets.resolve(request.target);
    const payment = await this.insertPending(target, request.customer, request.idempotencyKey);
    if (!payment) return (await this.replay(request.idempotencyKey, request.target))!;

    let result: ChargeResult;
    try {
      result = await this.gateway.charge({
        amountCents: payment.amountCents,
        currency: 'USD',
        idempotencyKey: payment.idempotencyKey,
        reference: payment.id,
        description: target.serviceName,
        customer: request.customer,
        source: request.source,
      });
    } catch (error) {
      await this.fail(payment, error);
      throw error instanceof PaymentProviderError ? new BadGatewayException(PAYMENT_TEXTS.providerDown) : error;
    }
    if (result.outcome === 'invalid') {
      await this.dataSource.manager.update(
        PaymentEntity,
        { id: payment.id },
        { status: 'failed', failureMessage: result.message },
      );
      throw new BadRequestException({ message: result.message, errors: { 'card.number': result.message } });
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
          cardBrand: result.cardBrand,
          cardLast4: result.cardLast4,
        },
      );
      return declinedOutcome(payment);
    }
    await this.settleApproved(payment, result.providerReference);
    return approvedOutcome(payment, target);
  }

  /** For calls without card data on a provider with a hosted page: the row waits for the webhook. */
  async startHostedCheckout(request: Omit<PayRequest, 'source'>): Promise<PaymentOutcome | null> {
    const replay = await this.replay(request.idempotencyKey, request.target);
    if (replay) return replay;
    const target = await this.targets.resolve(request.target);
    const payment = await this.insertPending(target, request.customer, request.idempotencyKey);
    if (!payment) return (await this.replay(request.idempotencyKey, request.target))!;
    let hosted;
    try {
      hosted = await this.gateway.createHostedCheckout({
        amountCents: payment.amountCents,
        idempotencyKey: payment.idempotencyKey,
        reference: payment.id,
        description: target.serviceName,
        customer: request.customer,
      });
    } catch (error) {
      await this.fail(payment, error);
      throw error instanceof PaymentProviderError ? new BadGatewayException(PAYMENT_TEXTS.providerDown) : error;
    }
    if (!hosted) {
      await this.dataSource.manager.delete(PaymentEntity, { id: payment.id });
      return null;
    }
    await this.dataSource.manager.update(
      PaymentEntity,
      { id: payment.id },
      { providerReference: hosted.providerReference },
    );
    return {
      statusCode: 201,
      body: {
        success: true,
        message: PAYMENT_TEXTS.continueToCheckout,
        paymentId: payment.id,
        checkoutUrl: hosted.checkoutUrl,
      },
    };
  }

  /** Records the approval and confirms the booking / activates the subscription, all in one transaction. */
  async settleApproved(payment: PaymentEntity, providerReference: string): Promise<void> {
    const paidAt = this.clock.now();
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(
          PaymentEntity,
          { id: payment.id },
          {
            status: 'approved',
            providerReference,
            cardBrand: payment.cardBrand,
            cardLast4: payment.cardLast4,
          },
        );
        if (payment.bookingId) await this.bookingPayments.markPaidIn(manager, payment.bookingId, 'card');
        else if (payment.subscriptionId) {
          await this.events
            .subscriptionPayments()!
            .markPaid(manager, payment.subscriptionId, { paymentId: payment.id, paidAt });
        } else {
          await this.customers.record(manager, {
            type: 'payment_received',
            email: payment.customerEmail,
            name: payment.customerName,
            at: paidAt,
            valueCents: payment.amountCents,
            spentCents: payment.amountCents,
            lifetimeValueCents: payment.amountCents,
            state: 'paying_customer',
            data: { paymentId: payment.id, serviceId: payment.serviceId },
          });
        }
      });
      payment.status = 'approved';
    } catch (error) {
      // Charged, but what it paid for can no longer be had (the slot went, the booking was cancelled): give it back.
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      await this.gateway.refund(providerReference, payment.amountCents, payment.idempotencyKey);
      await this.dataSource.manager.update(
        PaymentEntity,
        { id: payment.id },
        {
          status: 'refunded',
          providerReference,
          failureMessage: error.message,
        },
      );
      this.logger.warn(`Payment ${payment.id} refunded: ${error.message}`);
      throw new ConflictException(`${error.message} ${PAYMENT_TEXTS.refunded}`);
    }
  }

  /** A repeated idempotency key answers what the first request got, without charging again. */
  private async replay(key: string | undefined, query: TargetQuery): Promise<PaymentOutcome | null> {
    if (!key) return null;
    const existing = await this.dataSource.manager.findOneBy(PaymentEntity, { idempotencyKey: key });
    if (!existing) return null;
    const same =
      (query.bookingId ?? null) === existing.bookingId &&
      (query.subscriptionId ?? null) === existing.subscriptionId &&
      (query.bookingId || query.subscriptionId || query.plan || existing.serviceId === query.serviceId);
    if (!same) throw new ConflictException(PAYMENT_TEXTS.keyReused);
    if (existing.status === 'approved') {
      return { statusCode: 201, body: { success: true, message: PAYMENT_TEXTS.alreadyPaid, paymentId: existing.id } };
    }
    if (existing.status === 'declined') return declinedOutcome(existing);
    if (existing.status === 'pending') throw new ConflictException(PAYMENT_TEXTS.inProgress);
    throw new ConflictException(existing.failureMessage ?? PAYMENT_TEXTS.providerDown);
  }

  /** Null when another request with the same key got there first. */
  private async insertPending(
    target: PaymentTarget,
    customer: { email: string; name: string },
    key: string | undefined,
  ): Promise<PaymentEntity | null> {
    const payment = this.dataSource.manager.create(PaymentEntity, {
      id: randomUUID(),
      purpose: target.purpose,
      bookingId: target.bookingId,
      subscriptionId: target.subscriptionId,
      serviceId: target.serviceId,
      amountCents: target.amountCents,
      currency: 'USD',
      provider: this.gateway.name,
      status: 'pending',
      cardBrand: null,
      cardLast4: null,
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
