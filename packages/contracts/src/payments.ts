/**
 * Card payments: the /checkout form (§5 "Checkout page"), the /square-payment form (§5 "Card payment page")
 * and the two API requests they send (§7). Formatting and Luhn helpers live in card-input.ts.
 * Amounts the client sends are informational: the server prices from its catalogue (DESIGN §3).
 */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { cardDigits, splitExpiry } from './card-input';
import { optionalCouponCode } from './coupons';
import { FORM_TOASTS, PAYMENT_MESSAGES, VALIDATION_MESSAGES as M, type ToastText } from './messages';
import { PLAN_TYPES, type PlanType } from './plans';
import { blankToUndefined, emailString, optionalText } from './validation';
import type { BrandId } from './brands';

// ---- /checkout ------------------------------------------------------------------------------------------

// catalogueIdOfCheckoutService and GENERAL_CARD_PAYMENT live in checkout-catalog.ts (no yup, so the payment launcher
// stays small). The checkout prices are the catalogue rows of GET /api/services.

const required = (message: string) => string().trim().required(message);

/** "The amount is parsed as an integer number of dollars": "25", "25.99" and 25 all read as 25. */
const wholeDollars = () =>
  number()
    .transform((v: unknown, orig: unknown) =>
      typeof orig === 'string' ? (orig.trim() === '' ? undefined : parseInt(orig, 10)) : v,
    )
    .typeError(M.checkoutMissing)
    .integer(M.checkoutMissing);

/** §5: service, amount, name, e-mail required; card fields required with no format checks. */
export const checkoutSchema = object({
  service: required(M.checkoutMissing).max(100, M.checkoutMissing),
  amount: wholeDollars().min(1, 'Please enter an amount of at least $1').required(M.checkoutMissing),
  name: required(M.checkoutMissing).max(100, 'Name is too long'),
  email: emailString().required(M.checkoutMissing),
  cardNumber: required(M.checkoutMissing).max(30, M.cardNumberInvalid),
  expiry: required(M.checkoutMissing).max(7, M.cardExpiryInvalid),
  cvv: required(M.checkoutMissing).max(4, M.cardCvvInvalid),
  bookingId: optionalText(100, 'Booking'),
});
export type CheckoutFormValues = InferType<typeof checkoutSchema>;

/**
 * POST /api/square/create-payment (§7). Issue 13: /checkout's card fields are sent (sandbox) or tokenized
 * (`sourceId`, square) and go through the same gateway as the card window; without either the sandbox refuses
 * (400) — it never marks anything paid without a card form submission. `amount` is informational only.
 */
export interface CreatePaymentRequest {
  /** Integer cents. */
  amount: number;
  currency: 'USD';
  serviceId: string;
  bookingId?: string;
  customerInfo: { name: string; email: string };
  /** A retried submit with the same key is recognised instead of charged twice. */
  idempotencyKey?: string;
  /** The square provider's tokenized card; without it the square provider answers a hosted checkoutUrl. */
  sourceId?: string;
  /** Sandbox only: the card as typed on /checkout (never stored; brand and last 4 are kept). */
  card?: SquarePaymentRequest['card'];
  /** For `serviceId: general`: which brand's general payment. Default coaching. */
  brand?: BrandId;
}

// createPaymentRequestSchema is defined below the card schema it shares with /square-payment.

/** What both payment calls answer. Success on /checkout is any 2xx (§7). */
export interface SquarePaymentResponse {
  success: boolean;
  message: string;
  paymentId?: string;
  /** When a hosted checkout is used (square provider), where to send the customer. */
  checkoutUrl?: string;
}
export type CreatePaymentResponse = SquarePaymentResponse;

// ---- /square-payment ------------------------------------------------------------------------------------

const cardNumberOk = (v: string | undefined) => {
  const d = v === undefined ? null : cardDigits(v);
  return d !== null && d.length >= 13 && d.length <= 19;
};
const cvvOk = (v: string | undefined) => v !== undefined && /^\d{3,4}$/.test(v);

/**
 * §5 card page. Every required field reports "Missing Information"'s text, then the format rules report
 * theirs. Expiry also checks the month is 01–12 (an expired card is the gateway's call, not the form's).
 */
export const cardPaymentSchema = object({
  email: emailString().required(M.cardMissing),
  firstName: required(M.cardMissing).max(50, 'First name is too long'),
  lastName: required(M.cardMissing).max(50, 'Last name is too long'),
  phone: optionalText(30, 'Phone'),
  cardNumber: required(M.cardMissing).test('card-number', M.cardNumberInvalid, cardNumberOk),
  expiryDate: required(M.cardMissing).test('expiry', M.cardExpiryInvalid, (v) => !!v && splitExpiry(v) !== null),
  cvv: required(M.cardMissing).test('cvv', M.cardCvvInvalid, cvvOk),
  billingZip: required(M.cardMissing).max(10, 'ZIP code must be at most 10 characters'),
});
export type CardPaymentFormValues = InferType<typeof cardPaymentSchema>;

/**
 * The toast the card page shows for a failed validation. §5 checks "all required" before any format rule,
 * so a missing field wins even when a format error comes earlier in form order.
 */
export function cardPaymentToast(result: { message: string; errors: Record<string, string> }): ToastText {
  const messages = Object.values(result.errors);
  if (messages.includes(M.cardMissing)) return FORM_TOASTS.cardMissing;
  const known = [FORM_TOASTS.cardNumberInvalid, FORM_TOASTS.cardExpiryInvalid, FORM_TOASTS.cardCvvInvalid];
  const match = known.find((t) => t.description === result.message);
  return match ?? { title: PAYMENT_MESSAGES.failedTitle, description: result.message };
}

/**
 * Query parameters /square-payment reads (§2): price in whole dollars, plan only for subscriptions. Issue 13: the
 * page shows the server's quote (GET /api/payments/quote by bookingId / subscriptionId / general+brand); `price`
 * and `serviceName` from the URL are never shown as the amount.
 */
export interface SquarePaymentQuery {
  serviceId: string;
  price: number;
  serviceName: string;
  plan?: PlanType;
  bookingId?: string;
  subscriptionId?: string;
  brand?: BrandId;
}

/** POST /api/square-payment (§7). `sourceId` is the square provider's tokenized card, used instead of `card`. */
export interface SquarePaymentRequest {
  serviceId: string;
  serviceName?: string;
  /** Whole dollars as shown; informational only. */
  amount?: number;
  plan?: PlanType;
  bookingId?: string;
  /** The subscription a plan payment activates (the page passes it on from the subscription form). */
  subscriptionId?: string;
  /** Lets a retried submit be recognised instead of charged twice. */
  idempotencyKey?: string;
  customer: { email: string; firstName: string; lastName: string; phone?: string };
  card?: { number: string; expiryMonth: string; expiryYear: string; cvv: string; billingZip: string };
  sourceId?: string;
  /** For `serviceId: general`: which brand's general payment. Default coaching. */
  brand?: BrandId;
}

/** The card as the sandbox takes it (both payment calls); required unless a token (`sourceId`) is given. */
const cardFields = () =>
  object({
    number: required(M.cardMissing).test('card-number', M.cardNumberInvalid, cardNumberOk),
    expiryMonth: required(M.cardMissing).matches(/^(0[1-9]|1[0-2])$/, M.cardExpiryInvalid),
    expiryYear: required(M.cardMissing).matches(/^\d{2}(\d{2})?$/, M.cardExpiryInvalid),
    cvv: required(M.cardMissing).test('cvv', M.cardCvvInvalid, cvvOk),
    billingZip: required(M.cardMissing).max(10, 'ZIP code must be at most 10 characters'),
  }).default(undefined);

const brandField = () =>
  string()
    .transform(blankToUndefined)
    .oneOf(['coaching', 'lunar'] as const, 'Unknown brand')
    .optional();

export const squarePaymentRequestSchema = object({
  serviceId: required(M.serviceRequired).max(100, M.serviceRequired),
  serviceName: optionalText(200, 'Service name'),
  amount: number().transform(blankToUndefined).typeError('Amount must be a number').min(0).optional(),
  plan: string().transform(blankToUndefined).oneOf(PLAN_TYPES, M.planRequired).optional(),
  bookingId: optionalText(100, 'Booking'),
  subscriptionId: optionalText(100, 'Subscription'),
  idempotencyKey: optionalText(64, 'Idempotency key'),
  customer: object({
    email: emailString().required(M.cardMissing),
    firstName: required(M.cardMissing).max(50, 'First name is too long'),
    lastName: required(M.cardMissing).max(50, 'Last name is too long'),
    phone: optionalText(30, 'Phone'),
  })
    .default(undefined)
    .required(M.cardMissing),
  sourceId: optionalText(500, 'Payment token'),
  card: cardFields().when('sourceId', {
    is: (v: unknown) => typeof v === 'string' && v.length > 0,
    then: (s) => s.optional(),
    otherwise: (s) => s.required(M.cardMissing),
  }),
  brand: brandField(),
});

export const createPaymentRequestSchema = object({
  amount: number().typeError('Amount must be a number').integer('Amount must be in whole cents').min(0).required(),
  currency: string()
    .oneOf(['USD'] as const, 'Only USD is accepted')
    .default('USD'),
  serviceId: required(M.serviceRequired).max(100, M.serviceRequired),
  bookingId: optionalText(100, 'Booking'),
  idempotencyKey: optionalText(64, 'Idempotency key'),
  sourceId: optionalText(500, 'Payment token'),
  // Optional here: the square provider can answer a hosted checkout without card data; the sandbox refuses that.
  card: cardFields().optional(),
  brand: brandField(),
  /** Issue 33: a code is priced into a booking or plan when it is made; here it is checked against that order. */
  couponCode: optionalCouponCode(),
  customerInfo: object({
    name: required(M.checkoutMissing).max(100, 'Name is too long'),
    email: emailString().required(M.checkoutMissing),
  })
    .default(undefined)
    .required(M.checkoutMissing),
});

/** Build the API request from the validated card form and the page's query. Strips card-number spaces. */
export function toSquarePaymentRequest(
  form: CardPaymentFormValues,
  query: SquarePaymentQuery,
  idempotencyKey?: string,
): SquarePaymentRequest {
  const expiry = splitExpiry(form.expiryDate) ?? { month: '', year: '' };
  return {
    serviceId: query.serviceId,
    serviceName: query.serviceName,
    amount: query.price,
    plan: query.plan,
    bookingId: query.bookingId,
    subscriptionId: query.subscriptionId,
    brand: query.brand,
    idempotencyKey,
    customer: { email: form.email, firstName: form.firstName, lastName: form.lastName, phone: form.phone },
    card: {
      number: cardDigits(form.cardNumber) ?? '',
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cvv: form.cvv,
      billingZip: form.billingZip,
    },
  };
}

/**
 * GET /api/payment-config: which card flow the pages use. `sandbox` takes the card fields directly (test cards,
 * nothing real is charged); `square` needs the card tokenized in the browser with Square's Web Payments SDK
 * (applicationId + locationId), so card numbers never reach our server.
 */
export interface PaymentConfigDto {
  provider: 'sandbox' | 'square';
  square?: { applicationId: string; locationId: string; environment: 'sandbox' | 'production' };
}

/** The decline text of both payment calls (402). */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** §9: the payment window closes this long after success; /checkout redirects to /?payment=success. */
export const PAYMENT_WINDOW_CLOSE_MS = 3000;
export const CHECKOUT_REDIRECT_MS = 2000;
export const CHECKOUT_SUCCESS_PATH = '/?payment=success';
