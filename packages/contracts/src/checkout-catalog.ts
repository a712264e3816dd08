/**
 * What the card pages need besides the server's catalogue (SPEC §9 "Checkout list prices" are the coaching rows of
 * GET /api/services: no price is compiled in here). Kept apart from the yup schemas in payments.ts so code that only
 * needs these constants (the payment launcher, the payment tiles) does not pull a validation library into the brand
 * pages.
 */

/** §3: the ids the checkout list knows a catalogue service by, where they differ from the catalogue's. */
const CHECKOUT_ALIASES: Readonly<Record<string, string>> = { 'chat-questions': 'quick-chat' };

/** The catalogue id a checkout service id names: "chat-questions" is quick-chat; any other id is its own. */
export function catalogueIdOfCheckoutService(id: string): string {
  return Object.hasOwn(CHECKOUT_ALIASES, id) ? CHECKOUT_ALIASES[id] : id;
}

/** §2: the home page's card tile opens /square-payment with this fixed general payment ($25). */
export const GENERAL_CARD_PAYMENT = { serviceId: 'general', price: 25, serviceName: 'General Payment' } as const;
