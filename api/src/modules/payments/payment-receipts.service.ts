import { paymentReference, type PaymentReceiptDto } from '@app/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../bookings/booking-token';
import { PaymentOrders } from './payment-orders.service';
import { PaymentEntity } from './payment.entity';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * GET /api/payments/:id: what /success, the card window's done screen and the receipt e-mail show, read from the
 * server's record (amount, card brand and last 4, reference) and the order as it stands now.
 */
@Injectable()
export class PaymentReceipts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: PaymentOrders,
  ) {}

  async receipt(paymentId: string): Promise<PaymentReceiptDto> {
    const payment = isUuid(paymentId)
      ? await this.dataSource.manager.findOneBy(PaymentEntity, { id: paymentId })
      : null;
    if (!payment) throw new NotFoundException(PAYMENT_NOT_FOUND);
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
    };
  }
}
