import { centsToDollars, type PlanType } from '@app/contracts';

interface SquarePaymentTarget {
  serviceId: string;
  serviceName: string;
  /** Integer cents; the page reads whole dollars. */
  priceCents: number;
  bookingId?: string;
  plan?: PlanType;
}

/** The /square-payment window's address (SPEC §2: serviceId, price in whole dollars, serviceName, plan, bookingId). */
export function squarePaymentUrl({ serviceId, serviceName, priceCents, bookingId, plan }: SquarePaymentTarget): string {
  const params = new URLSearchParams({ serviceId, price: String(centsToDollars(priceCents)), serviceName });
  if (plan) params.set('plan', plan);
  if (bookingId) params.set('bookingId', bookingId);
  return `/square-payment?${params.toString()}`;
}
