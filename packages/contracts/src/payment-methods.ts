/**
 * How a customer pays and how a session is delivered: the option lists the booking and subscription forms
 * offer, their labels, and which payment methods are settled off-site versus through the card gateway.
 */

/**
 * SPEC §3 names `card` on the psychic pages and `square` on the coaching page for what §5 calls
 * `credit-card`. All three are accepted on input; `canonicalPaymentMethod` folds them into `credit-card`
 * so the database and the coach console only ever see one name.
 */
export const PAYMENT_METHOD_IDS = [
  'cashapp',
  'venmo',
  'zelle',
  'zelle-qr',
  'paypal',
  'credit-card',
  'card',
  'square',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
export type CanonicalPaymentMethod = Exclude<PaymentMethodId, 'card' | 'square'>;
/** The names stored on a booking: the aliases 'card' and 'square' are stored as 'credit-card'. */
export const CANONICAL_PAYMENT_METHODS = PAYMENT_METHOD_IDS.filter(
  (id): id is CanonicalPaymentMethod => id !== 'card' && id !== 'square',
);

/** The methods the booking and subscription forms offer (§5), canonical names only. */
export const OFFERED_PAYMENT_METHODS = [
  'cashapp',
  'venmo',
  'zelle',
  'zelle-qr',
  'paypal',
  'credit-card',
] as const satisfies readonly CanonicalPaymentMethod[];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodId, string>> = {
  cashapp: 'Cash App',
  venmo: 'Venmo',
  zelle: 'Zelle',
  'zelle-qr': 'Zelle QR Code',
  paypal: 'PayPal',
  'credit-card': 'Debit/Credit Card',
  card: 'Debit/Credit Card',
  square: 'Debit/Credit Card',
};

/**
 * Off-site methods: the customer pays by Cash App/Venmo/Zelle/PayPal outside our system, so the booking is
 * confirmed at once with payment `awaiting` until the coach marks it paid (DESIGN §3).
 */
export const OFF_SITE_PAYMENT_METHODS = [
  'cashapp',
  'venmo',
  'zelle',
  'zelle-qr',
  'paypal',
] as const satisfies readonly CanonicalPaymentMethod[];

/** Card methods go through the PaymentGateway; the slot is held as `pending_payment` until it succeeds. */
export const CARD_PAYMENT_METHODS = ['credit-card', 'card', 'square'] as const satisfies readonly PaymentMethodId[];

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'string' && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

export function canonicalPaymentMethod(id: PaymentMethodId): CanonicalPaymentMethod {
  return id === 'card' || id === 'square' ? 'credit-card' : id;
}

export function isCardPayment(id: PaymentMethodId): boolean {
  return (CARD_PAYMENT_METHODS as readonly string[]).includes(id);
}

export function isOffSitePayment(id: PaymentMethodId): boolean {
  return (OFF_SITE_PAYMENT_METHODS as readonly string[]).includes(id);
}

/** Unknown ids (e.g. the subscription form's "pending" placeholder) fall back to a neutral label. */
export function paymentMethodLabel(id: string): string {
  return isPaymentMethodId(id) ? PAYMENT_METHOD_LABELS[id] : 'Payment pending';
}

// ---- Delivery of a session ------------------------------------------------------------------------------

/** §5: the schema accepts all three; the forms offer chat and video-call. */
export const DELIVERY_PREFERENCES = ['chat', 'video-call', 'prerecorded-video'] as const;
export type DeliveryPreference = (typeof DELIVERY_PREFERENCES)[number];
export const OFFERED_DELIVERY_PREFERENCES = ['chat', 'video-call'] as const satisfies readonly DeliveryPreference[];
export const DEFAULT_DELIVERY_PREFERENCE: DeliveryPreference = 'chat';

export const DELIVERY_PREFERENCE_LABELS: Readonly<Record<DeliveryPreference, string>> = {
  chat: 'Live Chat',
  'video-call': 'Video Call',
  'prerecorded-video': 'Pre-recorded Video',
};

/**
 * Chat sessions run on our own WebSocket chat (/ws); no third-party chat app is integrated, so `live-chat`
 * is the only platform. Kept as a list so adding one later is a data change, not a schema rewrite.
 */
export const CHAT_PLATFORMS = ['live-chat'] as const;
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];
export const DEFAULT_CHAT_PLATFORM: ChatPlatform = 'live-chat';
export const CHAT_PLATFORM_LABELS: Readonly<Record<ChatPlatform, string>> = { 'live-chat': 'Live Chat' };

/** §3/§5 video platforms; google-meet is the default of the video test page (§2 /test-chat). */
export const VIDEO_PLATFORMS = ['google-meet', 'zoom', 'microsoft-teams'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];
export const DEFAULT_VIDEO_PLATFORM: VideoPlatform = 'google-meet';

export const VIDEO_PLATFORM_LABELS: Readonly<Record<VideoPlatform, string>> = {
  'google-meet': 'Google Meet',
  zoom: 'Zoom',
  'microsoft-teams': 'Microsoft Teams',
};
