/**
 * Error codes, end to end (issue 17): every error body of the API carries one of these `code`s beside its
 * `statusCode` and `message`; the API maps code → HTTP status in one place (its exception filter), the frontends
 * choose texts by code (web-kit `errorText`), never by status or by the words of a message. The messages are the
 * ones the spec and the pages already use; a code whose text depends on the case (a plan name, a limit, the
 * first validation problem) has a generic default and the thrower gives the exact words.
 */

export const ErrorCode = {
  // Requests the API cannot read or accept at all.
  /** A body, query or parameter that fails its schema; `errors` names the fields. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** A malformed request the framework refused before any rule ran (bad JSON, a malformed id). */
  BAD_REQUEST: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  JSON_BODY_REQUIRED: 'JSON_BODY_REQUIRED',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',

  // Who may ask.
  AUTH_REQUIRED: 'AUTH_REQUIRED',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  CSRF_TOKEN_INVALID: 'CSRF_TOKEN_INVALID',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  FORBIDDEN: 'FORBIDDEN',
  SUBSCRIBER_SIGN_IN_REQUIRED: 'SUBSCRIBER_SIGN_IN_REQUIRED',
  SIGN_IN_LINK_INVALID: 'SIGN_IN_LINK_INVALID',
  SIGN_IN_LINK_USED: 'SIGN_IN_LINK_USED',
  SIGN_IN_LINK_EXPIRED: 'SIGN_IN_LINK_EXPIRED',
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',

  // Booking.
  SERVICE_UNKNOWN: 'SERVICE_UNKNOWN',
  SLOT_UNKNOWN: 'SLOT_UNKNOWN',
  SLOT_WRONG_BRAND: 'SLOT_WRONG_BRAND',
  SLOT_PAST: 'SLOT_PAST',
  SLOT_TAKEN: 'SLOT_TAKEN',
  VIDEO_PLATFORM_UNAVAILABLE: 'VIDEO_PLATFORM_UNAVAILABLE',
  BOOKING_NOT_FOUND: 'BOOKING_NOT_FOUND',
  BOOKING_CANCELLED: 'BOOKING_CANCELLED',
  BOOKING_EXPIRED: 'BOOKING_EXPIRED',
  SESSION_PASSED: 'SESSION_PASSED',
  BOOKING_CHANGE_CLOSED: 'BOOKING_CHANGE_CLOSED',
  SAME_SLOT: 'SAME_SLOT',
  /** A move from a slot the booking has already left (another tab or the coach moved it first). */
  BOOKING_CHANGED: 'BOOKING_CHANGED',
  REFUND_FAILED: 'REFUND_FAILED',
  /** Issue 27: the coach's actions on a booking. */
  NOTHING_TO_REFUND: 'NOTHING_TO_REFUND',
  NO_REFUND_OWED: 'NO_REFUND_OWED',
  NO_SHOW_REFUSED: 'NO_SHOW_REFUSED',
  BOOKING_NOT_UNPAID: 'BOOKING_NOT_UNPAID',
  /** DESIGN §3 "Unpaid bookings": too many live unpaid bookings for this address or connection. */
  UNPAID_LIMIT_REACHED: 'UNPAID_LIMIT_REACHED',

  // Paying.
  /** What a payment was for can no longer be had (cancelled, taken, paid meanwhile): a charge is refunded. */
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  /** What a payment was for is gone: a charge is refunded. */
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  PAYMENT_REFUNDED: 'PAYMENT_REFUNDED',
  CARD_INVALID: 'CARD_INVALID',
  PAYMENT_KEY_REUSED: 'PAYMENT_KEY_REUSED',
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  PAYMENT_PROVIDER_DOWN: 'PAYMENT_PROVIDER_DOWN',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',

  // Subscriptions.
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  PLAN_ALREADY_ACTIVE: 'PLAN_ALREADY_ACTIVE',
  SUBSCRIPTION_NOT_PAID: 'SUBSCRIPTION_NOT_PAID',
  SUBSCRIPTION_EXPIRED: 'SUBSCRIPTION_EXPIRED',
  SUBSCRIPTION_CANCELLED: 'SUBSCRIPTION_CANCELLED',
  VIDEOS_NOT_IN_PLAN: 'VIDEOS_NOT_IN_PLAN',
  QUESTION_LIMIT_REACHED: 'QUESTION_LIMIT_REACHED',
  VIDEO_LIMIT_REACHED: 'VIDEO_LIMIT_REACHED',
  QUESTION_NOT_FOUND: 'QUESTION_NOT_FOUND',
  /** Issue 27: the coach's actions on a plan. */
  SUBSCRIPTION_ALREADY_CANCELLED: 'SUBSCRIPTION_ALREADY_CANCELLED',
  SUBSCRIPTION_NOT_RENEWABLE: 'SUBSCRIPTION_NOT_RENEWABLE',

  // Reviews, contact, testers, chat, meetings, the coach's calendar.
  REVIEW_LINK_INVALID: 'REVIEW_LINK_INVALID',
  REVIEW_ALREADY_GIVEN: 'REVIEW_ALREADY_GIVEN',
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  CONTACT_MESSAGE_NOT_FOUND: 'CONTACT_MESSAGE_NOT_FOUND',
  TESTER_EXISTS: 'TESTER_EXISTS',
  TESTER_NOT_FOUND: 'TESTER_NOT_FOUND',
  CHAT_SESSION_NOT_FOUND: 'CHAT_SESSION_NOT_FOUND',
  MEETING_ROOM_MISSING: 'MEETING_ROOM_MISSING',
  BLACKOUT_DATE_PAST: 'BLACKOUT_DATE_PAST',
  // The remotes' release registry (issue 30).
  RELEASE_NOT_FOUND: 'RELEASE_NOT_FOUND',
  RELEASE_PRUNED: 'RELEASE_PRUNED',
  NO_EARLIER_RELEASE: 'NO_EARLIER_RELEASE',
  NO_CANARY: 'NO_CANARY',
  // Coupons (issue 33 item 4).
  COUPON_INVALID: 'COUPON_INVALID',
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  COUPON_USED_UP: 'COUPON_USED_UP',
  /** This address already used a once-per-address code (answered only to a booking or payment it makes). */
  COUPON_ALREADY_USED: 'COUPON_ALREADY_USED',
  COUPON_NOT_APPLICABLE: 'COUPON_NOT_APPLICABLE',
  COUPON_EXISTS: 'COUPON_EXISTS',
  COUPON_NOT_FOUND: 'COUPON_NOT_FOUND',

  // Anything else (the framework's own refusals get the code of their status).
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  GONE: 'GONE',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
