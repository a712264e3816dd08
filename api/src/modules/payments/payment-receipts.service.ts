import { ErrorCode, type PaymentReceiptDto, paymentReference } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { PaymentOrdersService } from './payment-orders.service';
import { PaymentEntity } from './payment.entity';

/**
 * GET /api/payments/:id: what /success, the card window's done screen and the receipt e-mail show, read from the
 * server's record (amount, card brand and last 4, reference) and the order as it stands now.
 */
@Injectable()
export class PaymentReceiptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: PaymentOrdersService,
  ) {}

  async receipt(paymentId: string): Promise<PaymentReceiptDto> {
    const payment = isUuid(paymentId)
      ? await this.dataSource.manager.findOneBy(PaymentEntity, { id: paymentId })
      : null;
    if (!payment) throw new DomainError(ErrorCode.PAYMENT_NOT_FOUND);
    const order = await this.orders.describe(payment);
    return {
      paymentId: payment.id,
      status: payment.status,
      purpose: payment.purpose,
      brand: payment.brand,
      serviceId: payment.serviceId,
      serviceName: order.serviceName,
      description: order.description,
      // What was charged, not today's price.
      amountCents: payment.amountCents,
      currency: 'USD',
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      reference: paymentReference(payment.id),
      paidAt: payment.paidAt?.toISOString() ?? null,
      ...(payment.bookingId ? { bookingId: payment.bookingId } : {}),
      ...(payment.subscriptionId ? { subscriptionId: payment.subscriptionId } : {}),
      ...(order.booking ? { booking: order.booking } : {}),
      ...(order.subscription ? { subscription: order.subscription } : {}),
      // The coupon as it was when charged (the payment row keeps it), not the order's today.
      ...(payment.couponCode
        ? {
            coupon: {
              code: payment.couponCode,
              description: payment.couponDescription ?? '',
              discountCents: payment.discountCents,
            },
          }
        : {}),
    };
  }
}
