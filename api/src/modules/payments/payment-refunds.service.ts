import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { PaymentEntity } from './payment.entity';

/**
 * Gives back what a booking was charged by card (a cancellation at least 24 hours ahead is refunded in full).
 * Runs in the caller's transaction, with the booking row already locked by it: if the provider refuses or is
 * down, the error rolls the cancellation back and nothing changes. The refund reuses each payment's idempotency
 * key, so a retry after a lost answer cannot refund twice.
 */
@Injectable()
export class PaymentRefundsService {
  private readonly logger = new Logger(PaymentRefundsService.name);

  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  /** Refunds every approved card payment of the booking; returns the cents refunded (0 when none). */
  async refundBookingIn(manager: EntityManager, bookingId: string): Promise<number> {
    const payments = await manager.find(PaymentEntity, {
      where: { bookingId, status: 'approved' },
      lock: { mode: 'pessimistic_write' },
    });
    let refunded = 0;
    for (const payment of payments) {
      if (!payment.providerReference) continue;
      await this.gateway.refund(payment.providerReference, payment.amountCents, payment.idempotencyKey);
      await manager.update(PaymentEntity, { id: payment.id }, { status: 'refunded' });
      refunded += payment.amountCents;
      this.logger.log(`Payment ${payment.id} refunded after the booking was cancelled`);
    }
    return refunded;
  }
}
