/**
 * Where a payment goes (SPEC §4 "Payment launch", §7 "External links"): pure functions of the request and the
 * brand settings, so the brand pages, the Zelle tile's href and launchPayment build the same URLs.
 */
import { PLANS, isPlanType, type BrandId, type BrandSettings, type PaymentLinks, type PlanType } from '@app/contracts';

/** Cents as a number, or a whole-dollar string starting with "$" (§4 "Price forms"). */
export type PriceInput = number | string;

export interface PaymentRequestInfo {
  serviceName?: string;
  price?: PriceInput;
  plan?: string;
  /** The §2 tiles' explicit general payment (no service, no plan). */
  purpose?: 'general';
}

/** §9: the Zelle message with no service, and the card tile's general payment, state $25. */
export const DEFAULT_PAYMENT_DOLLARS = 25;

const isDollarString = (price: PriceInput | undefined): price is string =>
  typeof price === 'string' && price.trim().startsWith('$');

/**
 * §4 service-line detection, for callers that name no brand. A plan, a missing service or a "$" string is the
 * life-coaching line; a numeric price (cents) with a service and no plan is Lunar Light, whose catalogue is the
 * one priced in cents on the page. Where the two rules overlap (a numeric price but no service) coaching wins.
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

/** A monthly plan of this brand, if the request is one: Lunar Light sells no plans, so it never is there. */
export function planOf(brand: BrandId, plan: string | undefined): PlanType | undefined {
  return brand === 'coaching' && isPlanType(plan) ? plan : undefined;
}

export function externalPaymentLink(settings: BrandSettings, method: keyof PaymentLinks): string {
  return settings.paymentLinks[method];
}

/**
 * §7 / issue 13: "Monthly Subscription Payment" only for a plan, "Payment for <service>" for a service or a
 * booking, and "Payment Request" for the general tile (§2) or anything else without a service.
 */
export function zelleSubject(brand: BrandId, info: PaymentRequestInfo): string {
  if (planOf(brand, info.plan)) return 'Monthly Subscription Payment';
  const name = info.serviceName?.trim();
  return name ? `Payment for ${name}` : 'Payment Request';
}

/** §7: a prefilled greeting that states the amount and what it is for, true to the subject. */
export function zelleBody(settings: BrandSettings, info: PaymentRequestInfo): string {
  const plan = planOf(settings.id, info.plan);
  const dollars = priceInDollars({ price: info.price, plan });
  const name = info.serviceName?.trim();
  const sending = `I am sending $${dollars} by Zelle to ${settings.zelleRecipient}`;
  const what = plan
    ? [`${sending} for my ${PLANS[plan].name} monthly subscription.`]
    : name
      ? [`${sending} for ${name}.`]
      : [`${sending}.`, '', 'It is for:'];
  return [`Hello ${settings.coachName},`, '', ...what, '', 'My name:', 'My phone:', '', 'Thank you!'].join('\n');
}

/** The mail-compose link to the brand's e-mail (§7 "Zelle is a mail-compose link addressed to the brand's email"). */
export function zelleMailto(settings: BrandSettings, info: PaymentRequestInfo): string {
  const subject = encodeURIComponent(zelleSubject(settings.id, info));
  const body = encodeURIComponent(zelleBody(settings, info));
  return `mailto:${settings.email}?subject=${subject}&body=${body}`;
}

/** The order a card payment pays (issue 13): the card window quotes it; nothing else is charged. */
export type CardOrder =
  | { bookingId: string; subscriptionId?: undefined; purpose?: undefined }
  | { subscriptionId: string; bookingId?: undefined; purpose?: undefined }
  | { purpose: 'general'; bookingId?: undefined; subscriptionId?: undefined };

/** The order named by launch options, or null when there is none (a catalogue service alone, a bare plan). */
export function cardOrderOf(options: {
  bookingId?: string;
  subscriptionId?: string;
  purpose?: string;
}): CardOrder | null {
  const bookingId = options.bookingId?.trim();
  if (bookingId) return { bookingId };
  const subscriptionId = options.subscriptionId?.trim();
  if (subscriptionId) return { subscriptionId };
  return options.purpose === 'general' ? { purpose: 'general' } : null;
}

/**
 * /square-payment?bookingId | ?subscriptionId | ?serviceId=general, always with the brand. No price or service
 * name: the window shows the server's quote of the order, so a URL value could only ever be wrong.
 */
export function squarePaymentPath(order: CardOrder, brand: BrandId): string {
  const params: Array<[string, string]> = order.bookingId
    ? [['bookingId', order.bookingId]]
    : order.subscriptionId
      ? [['subscriptionId', order.subscriptionId]]
      : [['serviceId', 'general']];
  params.push(['brand', brand]);
  return `/square-payment?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
