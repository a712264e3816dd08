import {
  GENERAL_CARD_PAYMENT,
  PLANS,
  PSYCHIC_SERVICE_IDS,
  isPlanType,
  type BrandId,
  type SquarePaymentQuery,
} from '@app/contracts';

/**
 * SPEC §2: /square-payment reads serviceId, price (whole dollars), serviceName (URL-encoded) and plan (only for
 * subscriptions); bookingId / subscriptionId pass through what this payment settles. A bare link is the
 * general $25 payment of the card tile.
 */
export function readSquarePaymentQuery(search: URLSearchParams): SquarePaymentQuery {
  const plan = search.get('plan') ?? undefined;
  const validPlan = isPlanType(plan) ? plan : undefined;
  const price = parseInt(search.get('price') ?? '', 10);
  const serviceName = search.get('serviceName')?.trim();
  return {
    serviceId: search.get('serviceId')?.trim() || GENERAL_CARD_PAYMENT.serviceId,
    price: Number.isFinite(price) && price >= 0 ? price : validPlan ? PLANS[validPlan].price / 100 : GENERAL_CARD_PAYMENT.price,
    serviceName: serviceName || (validPlan ? PLANS[validPlan].name : GENERAL_CARD_PAYMENT.serviceName),
    plan: validPlan,
    bookingId: search.get('bookingId')?.trim() || undefined,
    subscriptionId: search.get('subscriptionId')?.trim() || undefined,
  };
}

/** Which brand a payment belongs to: Lunar Light services by id, everything else is coaching. */
export function brandOfPayment(query: SquarePaymentQuery): BrandId {
  return PSYCHIC_SERVICE_IDS.includes(query.serviceId) ? 'lunar' : 'coaching';
}

/** Where "Back to Booking" leads when the window cannot simply close. */
export function bookingPathFor(query: SquarePaymentQuery): string {
  if (query.plan) return '/subscriptions';
  return brandOfPayment(query) === 'lunar' ? '/lunar-booking' : '/booking';
}

/** /success with what was paid, for a window that was not opened by a page and so stays open. */
export function successPathFor(query: SquarePaymentQuery): string {
  const params = new URLSearchParams({ service: query.serviceName, amount: String(query.price) });
  if (query.plan) params.set('plan', query.plan);
  if (brandOfPayment(query) === 'lunar') params.set('brand', 'lunar');
  return `/success?${params.toString()}`;
}
