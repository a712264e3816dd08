import type { FieldErrors } from 'react-hook-form';
import {
  VALIDATION_MESSAGES as M,
  catalogueIdOfCheckoutService,
  type CreatePaymentRequest,
  type PaymentQuoteDto,
  type ServiceDto,
  type SquarePaymentRequest,
} from '@app/contracts';

/** What the /checkout form holds. Service and time are only asked when no booking exists yet. */
export interface CheckoutInput {
  serviceId: string;
  timeSlotId: string;
  name: string;
  email: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  billingZip: string;
  /** A code the server quoted for the chosen service (issue 33), '' for none; new bookings only. */
  couponCode: string;
}

export const EMPTY_CHECKOUT: CheckoutInput = {
  serviceId: '',
  timeSlotId: '',
  name: '',
  email: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  billingZip: '',
  couponCode: '',
};

/**
 * A checkout link's `?service=` as a service of the server's list: its catalogue id, the §3 checkout id
 * ("chat-questions") or its name, in any case. Before the list is there (or for text it does not know) the id as
 * read, so nothing is chosen that the server did not offer.
 */
export function checkoutServiceId(wanted: string | null | undefined, services: readonly ServiceDto[]): string {
  const text = wanted?.trim().toLowerCase();
  if (!text) return '';
  const id = catalogueIdOfCheckoutService(text);
  return services.find((s) => s.id === id || s.name.toLowerCase() === text)?.id ?? id;
}

/** "12/30" → 12 and 2030; anything else is passed on as typed so the gateway names what is wrong with it. */
function expiryParts(expiry: string): { expiryMonth: string; expiryYear: string } {
  const digits = expiry.replace(/\D/g, '');
  return { expiryMonth: digits.slice(0, 2), expiryYear: digits.length > 2 ? `20${digits.slice(2, 4)}` : '' };
}

/** The card as typed, for the sandbox gateway (never stored: it keeps brand and last 4 only). */
export function sandboxCard(values: CheckoutInput): NonNullable<SquarePaymentRequest['card']> {
  return {
    number: values.cardNumber.replace(/\s/g, ''),
    ...expiryParts(values.expiry),
    cvv: values.cvv,
    billingZip: values.billingZip.trim(),
  };
}

/** The order this checkout pays: a booking the server holds, with the server's amount. */
export interface HeldOrder {
  bookingId: string;
  serviceId: string;
  serviceName: string;
  amountCents: number;
}

export function toCreatePayment(
  order: HeldOrder,
  values: CheckoutInput,
  payment: { card?: SquarePaymentRequest['card']; sourceId?: string; idempotencyKey: string },
): CreatePaymentRequest {
  return {
    // Informational: the server charges the booking's own price.
    amount: order.amountCents,
    currency: 'USD',
    serviceId: order.serviceId,
    bookingId: order.bookingId,
    customerInfo: { name: values.name.trim(), email: values.email.trim() },
    idempotencyKey: payment.idempotencyKey,
    ...(payment.sourceId ? { sourceId: payment.sourceId } : { card: payment.card }),
    brand: 'coaching',
  };
}

/** The order a quoted booking stands for: what the payment is for and how much. */
export const heldOrderOf = (quote: PaymentQuoteDto): HeldOrder => ({
  bookingId: quote.bookingId ?? '',
  serviceId: quote.serviceId,
  serviceName: quote.serviceName,
  amountCents: quote.amountCents,
});

/** The toast of a submit the form refused: §5's "Missing Information" first, else the first field's words. */
export function invalidToast(errors: FieldErrors<CheckoutInput>) {
  const messages = Object.values(errors).map((e) => e?.message);
  const missing = messages.includes(M.checkoutMissing);
  return {
    title: missing ? 'Missing Information' : 'Please check your details',
    description: missing ? M.checkoutMissing : messages.find(Boolean),
    variant: 'destructive' as const,
  };
}
