import { centsToDollars, type PlanType } from '@app/contracts';

interface SquarePaymentTarget {
  serviceId: string;
  serviceName: string;
  /** Integer cents; the page reads whole dollars (wording only: the window shows the server's quote). */
  priceCents: number;
  bookingId?: string;
  subscriptionId?: string;
  plan?: PlanType;
}

/**
 * The /square-payment window's address (SPEC §2: serviceId, price in whole dollars, serviceName, plan, bookingId;
 * issue 13: subscriptionId and brand, so the window quotes and settles that very order).
 */
export function squarePaymentUrl({
  serviceId,
  serviceName,
  priceCents,
  bookingId,
  subscriptionId,
  plan,
}: SquarePaymentTarget): string {
  const params = new URLSearchParams({ serviceId, price: String(centsToDollars(priceCents)), serviceName });
  if (plan) params.set('plan', plan);
  if (bookingId) params.set('bookingId', bookingId);
  if (subscriptionId) params.set('subscriptionId', subscriptionId);
  params.set('brand', 'coaching');
  return `/square-payment?${params.toString()}`;
}
