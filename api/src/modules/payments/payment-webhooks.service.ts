import { ErrorCode } from '@app/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DomainError, isDomainError } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { PaymentEntity } from './payment.entity';
import { PaymentsService } from './payments.service';

/**
 * POST /api/square/webhook: the provider tells us a hosted checkout was paid (or failed). Only a correctly signed
 * body is believed; events repeat and arrive out of order, so a payment that is no longer pending is left alone.
 */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger(PaymentWebhooksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsService,
  ) {}

  async handle(rawBody: string, signature: string | undefined, body: unknown): Promise<void> {
    if (!(await this.gateway.verifyWebhook(rawBody, signature)))
      throw new DomainError(ErrorCode.WEBHOOK_SIGNATURE_INVALID);
    const event = this.gateway.parseWebhook(body);
    if (!event) return;
    const ids = event.references.filter(isUuid);
    const payment = await this.dataSource.manager.findOne(PaymentEntity, {
      where: [{ providerReference: In(event.references) }, ...(ids.length ? [{ id: In(ids) }] : [])],
    });
    if (!payment || payment.status !== 'pending') return;
    if (event.status === 'failed') {
      await this.dataSource.manager.update(
        PaymentEntity,
        { id: payment.id },
        { status: 'declined', failureMessage: 'Payment failed at the checkout' },
      );
      return;
    }
    if (event.status !== 'approved') return;
    Object.assign(payment, { cardBrand: event.cardBrand, cardLast4: event.cardLast4 });
    try {
      await this.payments.settleApproved(payment, event.paymentId);
    } catch (error) {
      // Refunded inside settleApproved; the provider must still get its 200 or it retries forever.
      if (!isDomainError(error)) throw error;
      this.logger.warn(`Webhook payment ${payment.id} could not be applied: ${error.message}`);
    }
  }
}
