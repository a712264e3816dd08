/**
 * The fixed prices the card pages show (SPEC §9 "Checkout list prices", §2 card tile). Kept apart from the
 * yup schemas in payments.ts so code that only needs these constants (the payment launcher, the payment tiles)
 * does not pull a validation library into the brand pages.
 */

/** §9 checkout list (whole-dollar list prices shown on the page; cents here like every price). */
export const CHECKOUT_SERVICES = [
  { id: 'strategic-decision', catalogId: 'strategic-decision', label: 'Strategic Decision Coaching', price: 2500 },
  { id: 'personal-development', catalogId: 'personal-development', label: 'Personal Development Session', price: 4000 },
  { id: 'video-coaching', catalogId: 'video-coaching', label: '5-Minute Video Coaching', price: 1500 },
  // §3: the checkout page calls quick-chat "chat-questions".
  { id: 'chat-questions', catalogId: 'quick-chat', label: '3 Questions Chat', price: 1100 },
] as const;

/** §2: the home page's card tile opens /square-payment with this fixed general payment ($25). */
export const GENERAL_CARD_PAYMENT = { serviceId: 'general', price: 25, serviceName: 'General Payment' } as const;
