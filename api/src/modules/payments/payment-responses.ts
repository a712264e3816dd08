import { CARD_DECLINED_MESSAGE, paymentReceivedHeadline, type SquarePaymentResponse } from '@app/contracts';
import type { PaymentEntity } from './payment.entity';
import type { PaymentOrder } from './payment-orders.service';

/** What both payment calls answer: the HTTP status and the `{success, message}` body (§7). */
export interface PaymentOutcome {
  statusCode: 200 | 201 | 402;
  body: SquarePaymentResponse;
}

export const PAYMENT_TEXTS = {
  tokenRequired: 'Please enter your card in the secure card form.',
  cardRequired: 'Please enter your card details to pay.',
  inProgress: 'This payment is already being processed.',
  keyReused: 'This payment request was already used for a different payment.',
  providerDown: 'The payment service is not available right now. Please try again in a few minutes.',
  continueToCheckout: 'Continue to the secure checkout page to complete your payment.',
  refunded: 'Your payment has been refunded.',
  badSignature: 'Invalid webhook signature',
} as const;

/** The same headline the success screens and the receipt use: a general payment never reads "booked". */
export function approvedOutcome(
  payment: Pick<PaymentEntity, 'id' | 'purpose' | 'amountCents'>,
  order: Pick<PaymentOrder, 'serviceName'>,
): PaymentOutcome {
  return {
    statusCode: 201,
    body: {
      success: true,
      message: paymentReceivedHeadline(payment.purpose, order.serviceName, payment.amountCents),
      paymentId: payment.id,
    },
  };
}

export function declinedOutcome(payment: PaymentEntity): PaymentOutcome {
  return {
    statusCode: 402,
    body: { success: false, message: payment.failureMessage ?? CARD_DECLINED_MESSAGE, paymentId: payment.id },
  };
}
