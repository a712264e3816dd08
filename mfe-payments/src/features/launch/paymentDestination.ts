/**
 * Where a payment goes (SPEC §4 "Payment launch", §7 "External links"): pure functions of the request and the
 * brand settings, so the brand pages, the Zelle tile's href and launchPayment build the same URLs.
 */
import {
  COACHING_SERVICES,
  CHECKOUT_SERVICES,
  GENERAL_CARD_PAYMENT,
  PLANS,
  PSYCHIC_SERVICES,
  isPlanType,
  type BrandId,
  type BrandSettings,
  type PaymentLinks,
} from '@app/contracts';

/** Cents as a number, or a whole-dollar string starting with "$" (§4 "Price forms"). */
export type PriceInput = number | string;

export interface PaymentRequestInfo {
  serviceName?: string;
  price?: PriceInput;
  plan?: string;
}

/** §9: the Zelle message with no service, and the card tile's general payment, state $25. */
export const DEFAULT_PAYMENT_DOLLARS = 25;

/** Card payments for a monthly plan: the server prices them from `plan` (DESIGN §3), not from a service. */
export const SUBSCRIPTION_SERVICE_ID = 'subscription';

const isDollarString = (price: PriceInput | undefined): price is string =>
  typeof price === 'string' && price.trim().startsWith('$');

/**
 * §4 service-line detection. A plan, a missing service or a "$" string is the life-coaching line; a numeric
 * price (cents) with a service and no plan is Lunar Light, whose catalogue is the one priced in cents on the page.
 * Where the two rules overlap (a numeric price but no service) coaching wins: only coaching offers a
 * service-less payment (the general card tile, the monthly plans).
 */
export function detectServiceLine({ serviceName, price, plan }: PaymentRequestInfo): BrandId {
  if (plan || !serviceName?.trim() || isDollarString(price)) return 'coaching';
  return typeof price === 'number' && Number.isFinite(price) ? 'lunar' : 'coaching';
}

/**
 * Whole dollars from either price form: a number is cents (divided by 100, no decimals, §9); a "$" string
 * loses its sign and is parsed as an integer. Without a usable price a plan states its monthly price, and
 * anything else the $25 default.
 */
export function priceInDollars({ price, plan }: Pick<PaymentRequestInfo, 'price' | 'plan'>): number {
  if (typeof price === 'number' && Number.isFinite(price) && price >= 0) return Math.round(price / 100);
  if (typeof price === 'string') {
    const parsed = parseInt(price.trim().replace(/^\$/, ''), 10);
    if (Number.isFinite(parsed) && parsed >= 0) return parsed;
  }
  if (isPlanType(plan)) return Math.round(PLANS[plan].price / 100);
  return DEFAULT_PAYMENT_DOLLARS;
}

export function externalPaymentLink(settings: BrandSettings, method: keyof PaymentLinks): string {
  return settings.paymentLinks[method];
}

/** §7: subject "Payment for <service>", or "Monthly Subscription Payment" without a service. */
export function zelleSubject(serviceName?: string): string {
  const name = serviceName?.trim();
  return name ? `Payment for ${name}` : 'Monthly Subscription Payment';
}

/** §7: a prefilled greeting that states the amount, so the coach can match the transfer to the customer. */
export function zelleBody(settings: BrandSettings, info: PaymentRequestInfo): string {
  const dollars = priceInDollars(info);
  const name = info.serviceName?.trim();
  const planName = isPlanType(info.plan) ? PLANS[info.plan].name : undefined;
  const what = name ?? (planName ? `my ${planName} monthly subscription` : 'my monthly subscription');
  return [
    `Hello ${settings.coachName},`,
    '',
    `I am sending $${dollars} by Zelle to ${settings.zelleRecipient} for ${what}.`,
    '',
    'My name:',
    'My phone:',
    '',
    'Thank you!',
  ].join('\n');
}

/** The mail-compose link to the brand's e-mail (§7 "Zelle is a mail-compose link addressed to the brand's email"). */
export function zelleMailto(settings: BrandSettings, info: PaymentRequestInfo): string {
  const subject = encodeURIComponent(zelleSubject(info.serviceName));
  const body = encodeURIComponent(zelleBody(settings, info));
  return `mailto:${settings.email}?subject=${subject}&body=${body}`;
}

/** The id the server prices a named service by; `general` when the name is not in any catalogue. */
export function serviceIdForName(serviceName: string | undefined): string {
  const name = serviceName?.trim().toLowerCase();
  if (!name) return GENERAL_CARD_PAYMENT.serviceId;
  const all = [
    ...COACHING_SERVICES.map((s) => ({ id: s.id, name: s.name })),
    ...PSYCHIC_SERVICES.map((s) => ({ id: s.id, name: s.name })),
    ...CHECKOUT_SERVICES.map((s) => ({ id: s.catalogId, name: s.label })),
  ];
  return all.find((s) => s.name.toLowerCase() === name || s.id === name)?.id ?? GENERAL_CARD_PAYMENT.serviceId;
}

export interface CardPaymentTarget extends PaymentRequestInfo {
  serviceId?: string;
  bookingId?: string;
  subscriptionId?: string;
}

/**
 * /square-payment?serviceId&price(whole dollars)&serviceName(URL-encoded)[&plan][&bookingId][&subscriptionId] (§2). Encoded with
 * encodeURIComponent, so a space reads %20 as in the spec rather than URLSearchParams' "+".
 */
export function squarePaymentPath(target: CardPaymentTarget): string {
  const plan = isPlanType(target.plan) ? target.plan : undefined;
  const serviceName =
    target.serviceName?.trim() || (plan ? PLANS[plan].name : GENERAL_CARD_PAYMENT.serviceName);
  const serviceId =
    target.serviceId ?? (plan && !target.serviceName ? SUBSCRIPTION_SERVICE_ID : serviceIdForName(target.serviceName));
  const params: Array<[string, string]> = [
    ['serviceId', serviceId],
    ['price', String(priceInDollars({ price: target.price, plan }))],
    ['serviceName', serviceName],
  ];
  if (plan) params.push(['plan', plan]);
  if (target.bookingId) params.push(['bookingId', target.bookingId]);
  if (target.subscriptionId) params.push(['subscriptionId', target.subscriptionId]);
  return `/square-payment?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
