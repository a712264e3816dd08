import {
  CARD_DECLINED_MESSAGE,
  ERROR_MESSAGES,
  paymentReceivedHeadline,
  type SquarePaymentResponse,
} from '@app/contracts';
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
  /** Stored on a payment row the provider failed (a replay answers it as PAYMENT_FAILED). */
  providerDown: ERROR_MESSAGES.PAYMENT_PROVIDER_DOWN,
  continueToCheckout: 'Continue to the secure checkout page to complete your payment.',
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
