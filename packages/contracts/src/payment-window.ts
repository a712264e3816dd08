/**
 * The /square-payment window tells the page that opened it how the payment ended (window.postMessage, same
 * origin only), so a booking page can move on without polling. Both sides import this one definition.
 */
import type { BrandId } from './brands';

export const PAYMENT_WINDOW_MESSAGE_TYPE = 'payment-window-result';

export interface PaymentWindowMessage {
  type: typeof PAYMENT_WINDOW_MESSAGE_TYPE;
  status: 'paid';
  serviceId: string;
  serviceName: string;
  /** Whole dollars, as shown in the window. */
  amount: number;
  plan?: string;
  bookingId?: string;
  /** Issue 13: the subscription a plan payment activated, so the opener can refresh that very plan. */
  subscriptionId?: string;
  /** Whose order it was (the quote's brand). */
  brand?: BrandId;
  paymentId?: string;
}

export function isPaymentWindowMessage(data: unknown): data is PaymentWindowMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<PaymentWindowMessage>;
  return m.type === PAYMENT_WINDOW_MESSAGE_TYPE && m.status === 'paid' && typeof m.serviceId === 'string';
}
