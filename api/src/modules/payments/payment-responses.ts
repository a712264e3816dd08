import { CARD_DECLINED_MESSAGE, PAYMENT_MESSAGES, type SquarePaymentResponse } from '@app/contracts';
import type { PaymentEntity } from './payment.entity';
import type { PaymentTarget } from './payment-targets.service';

/** What both payment calls answer: the HTTP status and the `{success, message}` body (§7). */
export interface PaymentOutcome {
  statusCode: 200 | 201 | 402;
  body: SquarePaymentResponse;
}

export const PAYMENT_TEXTS = {
  tokenRequired: 'Please enter your card in the secure card form.',
  inProgress: 'This payment is already being processed.',
  keyReused: 'This payment request was already used for a different payment.',
  providerDown: 'The payment service is not available right now. Please try again in a few minutes.',
  continueToCheckout: 'Continue to the secure checkout page to complete your payment.',
  refunded: 'Your payment has been refunded.',
  alreadyPaid: 'Thank you! Your payment was received.',
  badSignature: 'Invalid webhook signature',
} as const;

function successMessage(payment: Pick<PaymentEntity, 'purpose' | 'amountCents'>, serviceName: string): string {
  if (payment.purpose === 'booking') return PAYMENT_MESSAGES.success(serviceName);
  if (payment.purpose === 'subscription') return `Thank you! Your ${serviceName} subscription is now active.`;
  return `Thank you! Your payment of $${Math.round(payment.amountCents / 100)} for ${serviceName} was received.`;
}

export function approvedOutcome(payment: PaymentEntity, target: Pick<PaymentTarget, 'serviceName'>): PaymentOutcome {
  return {
    statusCode: 201,
    body: { success: true, message: successMessage(payment, target.serviceName), paymentId: payment.id },
  };
}

export function declinedOutcome(payment: PaymentEntity): PaymentOutcome {
  return {
    statusCode: 402,
    body: { success: false, message: payment.failureMessage ?? CARD_DECLINED_MESSAGE, paymentId: payment.id },
  };
}
