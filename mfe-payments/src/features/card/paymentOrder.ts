import {
  GENERAL_CARD_PAYMENT,
  PSYCHIC_SERVICE_IDS,
  centsToDollars,
  isPlanType,
  type BrandId,
  type PaymentQuoteDto,
  type PaymentQuoteQuery,
  type PlanType,
  type SquarePaymentQuery,
} from '@app/contracts';
import { brandParam } from '../shared/brandWords';

/**
 * What a /square-payment link asks to pay (issue 13 "One order model"): a booking the server holds, a
 * subscription it created, or the explicit general payment of a brand. `price` and `serviceName` in the link
 * are never read: the amount and the words come from the server's quote of that order.
 */
export type PaymentOrderRef =
  | { kind: 'booking'; bookingId: string; brand: BrandId }
  | { kind: 'subscription'; subscriptionId: string; brand: BrandId }
  | { kind: 'general'; brand: BrandId }
  /** No order named (a catalogue service alone, a plan without its subscription): nothing can be charged. */
  | { kind: 'none'; brand: BrandId; plan?: PlanType };

export function readPaymentOrder(search: URLSearchParams): PaymentOrderRef {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const serviceId = text('serviceId');
  // Only the look while the quote loads (and of the "nothing to pay" state); the quote's brand wins after.
  const brand =
    brandParam(text('brand')) ?? (serviceId && PSYCHIC_SERVICE_IDS.includes(serviceId) ? 'lunar' : 'coaching');
  const bookingId = text('bookingId');
  if (bookingId) return { kind: 'booking', bookingId, brand };
  const subscriptionId = text('subscriptionId');
  if (subscriptionId) return { kind: 'subscription', subscriptionId, brand };
  if (serviceId === GENERAL_CARD_PAYMENT.serviceId) return { kind: 'general', brand };
  const plan = text('plan');
  return { kind: 'none', brand, plan: isPlanType(plan) ? plan : undefined };
}

/** GET /api/payments/quote's query for the order, or null when there is none to quote. */
export function quoteQueryOf(order: PaymentOrderRef): PaymentQuoteQuery | null {
  switch (order.kind) {
    case 'booking':
      return { bookingId: order.bookingId };
    case 'subscription':
      return { subscriptionId: order.subscriptionId };
    case 'general':
      return { purpose: 'general', brand: order.brand };
    case 'none':
      return null;
  }
}

/** The payment request's order fields, all taken from the quote (the URL's price is never sent or shown). */
export function paymentQueryOf(quote: PaymentQuoteDto): SquarePaymentQuery {
  return {
    serviceId: quote.serviceId,
    price: centsToDollars(quote.amountCents),
    serviceName: quote.serviceName,
    plan: quote.subscription?.planType,
    bookingId: quote.bookingId,
    subscriptionId: quote.subscriptionId,
    brand: quote.brand,
  };
}

/** /success for a payment: the page reads the server's receipt by id. */
export function successPathFor(paymentId: string | undefined): string {
  return paymentId ? `/success?paymentId=${encodeURIComponent(paymentId)}` : '/success';
}
