/**
 * Card payments: the /checkout form (§5 "Checkout page"), the /square-payment form (§5 "Card payment page")
 * and the two API requests they send (§7). Formatting and Luhn helpers live in card-input.ts.
 * Amounts the client sends are informational: the server prices from its catalogue (DESIGN §3).
 */
import { cardDigits, splitExpiry } from './card-input';
import { FORM_TOASTS, PAYMENT_MESSAGES, VALIDATION_MESSAGES as M, type ToastText } from './messages';
import type { PlanType } from './plans';
import type { CardPaymentFormValues } from './payments-schemas';
import type { BrandId } from './brands';

// ---- /checkout ------------------------------------------------------------------------------------------

// catalogueIdOfCheckoutService and GENERAL_CARD_PAYMENT live in checkout-catalog.ts (no yup, so the payment launcher
// stays small). The checkout prices are the catalogue rows of GET /api/services.

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
