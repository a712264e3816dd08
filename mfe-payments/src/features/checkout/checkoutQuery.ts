import { CHECKOUT_SERVICES, centsToDollars } from '@app/contracts';

export type CheckoutService = (typeof CHECKOUT_SERVICES)[number];

/** The checkout entry for `service` given as its id, its catalogue id, or its label (links use all three). */
export function findCheckoutService(service: string | null | undefined): CheckoutService | undefined {
  const wanted = service?.trim().toLowerCase();
  if (!wanted) return undefined;
  return CHECKOUT_SERVICES.find(
    (s) => s.id === wanted || s.catalogId === wanted || s.label.toLowerCase() === wanted,
  );
}

export interface CheckoutDefaults {
  service: string;
  amount: string;
  bookingId?: string;
}

/**
 * SPEC §2: /checkout reads amount, service and booking. An amount in the link wins (it is what the customer was
 * shown); otherwise the chosen service's list price. The amount is whole dollars (§5).
 */
export function checkoutDefaults(search: URLSearchParams): CheckoutDefaults {
  const service = findCheckoutService(search.get('service'));
  const rawAmount = parseInt(search.get('amount') ?? '', 10);
  const amount = Number.isFinite(rawAmount) && rawAmount > 0 ? rawAmount : service ? centsToDollars(service.price) : null;
  const bookingId = search.get('booking')?.trim() || undefined;
  return { service: service?.id ?? '', amount: amount === null ? '' : String(amount), bookingId };
}
