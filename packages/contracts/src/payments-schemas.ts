/**
 * The payment requests' and card forms' schemas (§5, §7), apart from payments.ts's texts, types and helpers, which
 * the payment pages use at load: yup comes with a page's first validation, not with its words (issue 31).
 */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { cardDigits, splitExpiry } from './card-input';
import { optionalCouponCode } from './coupons-schemas';
import { VALIDATION_MESSAGES as M } from './messages';
import { PLAN_TYPES } from './plans';
import { blankToUndefined, emailString, optionalText } from './validation';

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
