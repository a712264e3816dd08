/**
 * Bookings: the three payload shapes POST /api/bookings accepts (§7), their schemas with the §5 messages,
 * and the one internal input they normalise to (the booking the API answers with: booking-dto.ts).
 *
 * Shapes: the life-coaching home form and the psychic form send the same fields (fullName, email, …);
 * the coaching page (/booking) sends customerName, customerEmail, … and, beyond the spec's payload, the
 * session type, video platform and payment method it already collects (§3). The server accepts those
 * optionally so the spec's bare coaching-page payload still books.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { optionalCouponCode } from './coupons-schemas';
import { COACHING_SESSION_TYPES, SPECIAL_REQUESTS_MAX, VIDEO_PLATFORM_MESSAGE } from './booking-form-rules';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  CHAT_PLATFORMS,
  DEFAULT_CHAT_PLATFORM,
  DEFAULT_DELIVERY_PREFERENCE,
  DELIVERY_PREFERENCES,
  PAYMENT_METHOD_IDS,
  VIDEO_PLATFORMS,
  canonicalPaymentMethod,
  type CanonicalPaymentMethod,
  type ChatPlatform,
  type DeliveryPreference,
  type PaymentMethodId,
  type VideoPlatform,
} from './payment-methods';
import {
  blankToUndefined,
  emailString,
  ONE_LINE,
  optionalText,
  validateWith,
  type ValidationResult,
} from './validation';

const NAME_MAX = 100;
/** Name and phone become rows of the coach's e-mail and the invite (ONE_LINE). */
const BOOKING_ONE_LINE_MESSAGES = {
  name: 'Full name must be on one line',
  phone: 'Phone must be on one line',
} as const;
const ID_MAX = 100;

const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone), used to show times in the
 * customer's e-mails. The customer cannot see or fix it, so a value that does not look like a zone name is
 * dropped rather than failing the booking.
 */
const timeZoneField = string()
  .transform((v: unknown, orig: unknown) =>
    typeof orig === 'string' && orig.length <= 64 && /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(orig)
      ? v
      : undefined,
  )
  .optional();

const emailField = () => emailString().required(M.emailInvalid);

const idField = (message: string) => string().trim().max(ID_MAX, message).required(message);

const paymentMethodField = () =>
  string().transform(blankToUndefined).oneOf(PAYMENT_METHOD_IDS, M.paymentMethodRequired);

/** §5 booking form (life-coaching home and psychic page share it). Keys in form order: first error = top field. */
export const bookingFormSchema = object({
  fullName: string()
    .trim()
    .required(M.fullNameMin)
    .min(2, M.fullNameMin)
    .max(NAME_MAX, 'Full name is too long')
    .matches(ONE_LINE, BOOKING_ONE_LINE_MESSAGES.name),
  email: emailField(),
  phone: optionalText(30, 'Phone').matches(ONE_LINE, BOOKING_ONE_LINE_MESSAGES.phone),
  serviceId: idField(M.serviceRequired),
  timeSlotId: idField(M.timeSlotRequired),
  deliveryPreference: string()
    .transform(blankToUndefined)
    .oneOf(DELIVERY_PREFERENCES, M.deliveryPreference)
    .default(DEFAULT_DELIVERY_PREFERENCE)
    .required(M.deliveryPreference),
  chatPlatform: string()
    .transform(blankToUndefined)
    .oneOf(CHAT_PLATFORMS, 'Please select a chat platform')
    .default(DEFAULT_CHAT_PLATFORM)
    .required('Please select a chat platform'),
  videoPlatform: string().transform(blankToUndefined).oneOf(VIDEO_PLATFORMS, VIDEO_PLATFORM_MESSAGE).optional(),
  /** §5: for a video call both platform and contact are needed; the message sits on contactInfo. */
  contactInfo: optionalText(200, 'Contact information').test(
    'video-call-contact',
    M.videoContactRequired,
    function (value) {
      const form = this.parent as { deliveryPreference?: string; videoPlatform?: string };
      if (form.deliveryPreference !== 'video-call') return true;
      return !isBlank(value) && !isBlank(form.videoPlatform);
    },
  ),
  specialRequests: optionalText(SPECIAL_REQUESTS_MAX, 'Special requests'),
  paymentMethod: paymentMethodField().required(M.paymentMethodRequired),
  timeZone: timeZoneField,
  /** Issue 33: a discount code; the server prices with it (blank: none). */
  couponCode: optionalCouponCode(),
});
export type BookingFormValues = InferType<typeof bookingFormSchema>;

const SESSION_TYPE_MESSAGE = 'Please select a session type';

/** What the API accepts from /booking: the spec's payload, with the page's extra fields optional. */
export const coachingPageBookingSchema = object({
  serviceId: idField(M.serviceRequired),
  timeSlotId: idField(M.timeSlotRequired),
  customerName: string()
    .trim()
    .required(M.fullNameMin)
    .min(2, M.fullNameMin)
    .max(NAME_MAX, 'Full name is too long')
    .matches(ONE_LINE, BOOKING_ONE_LINE_MESSAGES.name),
  customerEmail: emailField(),
  customerPhone: optionalText(30, 'Phone').matches(ONE_LINE, BOOKING_ONE_LINE_MESSAGES.phone),
  message: optionalText(SPECIAL_REQUESTS_MAX, 'Message'),
  sessionType: string()
    .transform(blankToUndefined)
    .oneOf(COACHING_SESSION_TYPES, SESSION_TYPE_MESSAGE)
    .default('live-chat'),
  videoPlatform: string()
    .transform(blankToUndefined)
    .oneOf(VIDEO_PLATFORMS, VIDEO_PLATFORM_MESSAGE)
    .when('sessionType', {
      is: 'live-video-call',
      then: (s) => s.required(VIDEO_PLATFORM_MESSAGE),
      otherwise: (s) => s.optional(),
    }),
  paymentMethod: paymentMethodField().optional(),
  timeZone: timeZoneField,
  couponCode: optionalCouponCode(),
});
export type CoachingPageBookingValues = InferType<typeof coachingPageBookingSchema>;

/** The /booking page's own form: §5 makes session type and payment method required there. */
export const coachingPageFormSchema = coachingPageBookingSchema.shape({
  sessionType: string()
    .transform(blankToUndefined)
    .oneOf(COACHING_SESSION_TYPES, SESSION_TYPE_MESSAGE)
    .required(SESSION_TYPE_MESSAGE),
  paymentMethod: paymentMethodField().required(M.paymentMethodRequired),
});

// ---- Normalisation ------------------------------------------------------------------------------------

export type BookingPayloadShape = 'booking-form' | 'coaching-page';

/** The one input the bookings service works with, whatever page sent the request. */
export interface CreateBookingInput {
  source: BookingPayloadShape;
  fullName: string;
  email: string;
  phone?: string;
  serviceId: string;
  timeSlotId: string;
  deliveryPreference: DeliveryPreference;
  chatPlatform: ChatPlatform;
  videoPlatform?: VideoPlatform;
  contactInfo?: string;
  specialRequests?: string;
  /** Canonical (card/square → credit-card). Absent only for the spec's bare coaching-page payload. */
  paymentMethod?: CanonicalPaymentMethod;
  timeZone?: string;
  /** Upper case; the server checks it and prices the booking with it (issue 33). */
  couponCode?: string;
}

/** customerName without fullName means the coaching page; anything else is validated as the booking form. */
export function detectBookingShape(body: unknown): BookingPayloadShape {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return o.customerName !== undefined && o.fullName === undefined ? 'coaching-page' : 'booking-form';
}

const canonical = (m: PaymentMethodId | undefined) => (m ? canonicalPaymentMethod(m) : undefined);

/** The fields both request shapes carry under the same names. */
function sameInBothShapes(v: {
  serviceId: string;
  timeSlotId: string;
  paymentMethod?: PaymentMethodId;
  timeZone?: string;
  couponCode?: string;
}) {
  return {
    serviceId: v.serviceId,
    timeSlotId: v.timeSlotId,
    paymentMethod: canonical(v.paymentMethod),
    timeZone: v.timeZone,
    couponCode: v.couponCode,
  };
}

/** Validate `body` with the schema of its shape and map it to CreateBookingInput. */
export function normalizeBookingPayload(body: unknown): ValidationResult<CreateBookingInput> {
  if (detectBookingShape(body) === 'booking-form') {
    const r = validateWith(bookingFormSchema, body);
    if (!r.ok) return r;
    const v = r.value;
    const video = v.deliveryPreference === 'video-call';
    return {
      ok: true,
      value: {
        ...sameInBothShapes(v),
        source: 'booking-form',
        fullName: v.fullName,
        email: v.email,
        phone: v.phone,
        deliveryPreference: v.deliveryPreference,
        chatPlatform: v.chatPlatform,
        // A platform picked and then abandoned for chat is noise; keep it only for video calls.
        videoPlatform: video ? v.videoPlatform : undefined,
        contactInfo: v.contactInfo,
        specialRequests: v.specialRequests,
      },
    };
  }
  const r = validateWith(coachingPageBookingSchema, body);
  if (!r.ok) return r;
  const v = r.value;
  const video = v.sessionType === 'live-video-call';
  return {
    ok: true,
    value: {
      ...sameInBothShapes(v),
      source: 'coaching-page',
      fullName: v.customerName,
      email: v.customerEmail,
      phone: v.customerPhone,
      deliveryPreference: video ? 'video-call' : 'chat',
      chatPlatform: DEFAULT_CHAT_PLATFORM,
      videoPlatform: video ? v.videoPlatform : undefined,
      // The page has no contact field; the meeting link goes to the e-mail the customer gave.
      contactInfo: video ? v.customerEmail : undefined,
      specialRequests: v.message,
    },
  };
}
