import { centsToDollars } from '@app/contracts';

/** SPEC §2 /square-payment: price in whole dollars, serviceName URL-encoded. */
export function squarePaymentHref(args: { serviceId: string; priceCents: number; serviceName: string }): string {
  // encodeURIComponent (a space reads %20), the way mfe_payments' launcher builds the same address.
  const params: Array<[string, string]> = [
    ['serviceId', args.serviceId],
    ['price', String(centsToDollars(args.priceCents))],
    ['serviceName', args.serviceName],
  ];
  return `/square-payment?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
