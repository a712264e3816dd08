/**
 * The words each error code says when the thrower gives none (the API's; the frontends choose their texts by code,
 * web-kit `errorText`). Apart from error-codes.ts because it gathers every feature's messages, and with them the
 * modules that build those features' schemas: a page that only asks `isErrorCode` would load yup for nothing.
 */
import { AUTH_MESSAGES, RATE_LIMIT_MESSAGE } from './auth';
import { BLACKOUT_MESSAGES } from './coach';
import { COACH_BOOKING_MESSAGES } from './coach-bookings';
import { COUPON_MESSAGES } from './coupons';
import { CSRF_MESSAGES } from './csrf';
import { MANAGE_BOOKING_MESSAGES } from './manage-booking';
import {
  BOOKING_MESSAGES,
  CHAT_MESSAGES,
  GENERIC_MESSAGES,
  REVIEW_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  TESTER_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages';
import { RELEASE_MESSAGES } from './federation/releases';
import { REVIEW_LINK_MESSAGES } from './review-links';
import { SUBSCRIBER_ACCESS_MESSAGES } from './subscriber-access';
import { COACH_SUBSCRIPTION_MESSAGES } from './subscriptions';
import type { ErrorCode } from './error-codes';

/** The words each code says when the thrower gives none. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: GENERIC_MESSAGES.invalidInput,
  BAD_REQUEST: 'Bad Request',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  JSON_BODY_REQUIRED: CSRF_MESSAGES.jsonOnly,
  METHOD_NOT_ALLOWED: 'Method Not Allowed',
  RATE_LIMITED: RATE_LIMIT_MESSAGE,

  AUTH_REQUIRED: AUTH_MESSAGES.authRequired,
  INVALID_PASSWORD: AUTH_MESSAGES.invalidPassword,
  CSRF_TOKEN_INVALID: CSRF_MESSAGES.invalidToken,
  CROSS_SITE_REQUEST: CSRF_MESSAGES.foreignOrigin,
  FORBIDDEN: 'Forbidden',
  SUBSCRIBER_SIGN_IN_REQUIRED: SUBSCRIBER_ACCESS_MESSAGES.signInRequired,
  SIGN_IN_LINK_INVALID: SUBSCRIBER_ACCESS_MESSAGES.linkInvalid,
  SIGN_IN_LINK_USED: SUBSCRIBER_ACCESS_MESSAGES.linkUsed,
  SIGN_IN_LINK_EXPIRED: SUBSCRIBER_ACCESS_MESSAGES.linkExpired,
  WEBHOOK_SIGNATURE_INVALID: 'Invalid webhook signature',

  SERVICE_UNKNOWN: VALIDATION_MESSAGES.serviceRequired,
  SLOT_UNKNOWN: VALIDATION_MESSAGES.timeSlotRequired,
  SLOT_WRONG_BRAND: 'This time slot is not offered for the selected service',
  SLOT_PAST: BOOKING_MESSAGES.slotPast,
  SLOT_TAKEN: BOOKING_MESSAGES.slotTaken,
  VIDEO_PLATFORM_UNAVAILABLE: 'Video calls are not available right now; please choose chat.',
  BOOKING_NOT_FOUND: MANAGE_BOOKING_MESSAGES.notFound,
  BOOKING_CANCELLED: MANAGE_BOOKING_MESSAGES.cancelledAlready,
  BOOKING_EXPIRED: MANAGE_BOOKING_MESSAGES.expired,
  SESSION_PASSED: MANAGE_BOOKING_MESSAGES.sessionPassed,
  BOOKING_CHANGE_CLOSED: MANAGE_BOOKING_MESSAGES.policy,
  SAME_SLOT: MANAGE_BOOKING_MESSAGES.sameSlot,
  BOOKING_CHANGED: MANAGE_BOOKING_MESSAGES.changedSince,
  REFUND_FAILED: MANAGE_BOOKING_MESSAGES.refundFailed,
  NOTHING_TO_REFUND: COACH_BOOKING_MESSAGES.notPaid,
  NO_REFUND_OWED: COACH_BOOKING_MESSAGES.noRefundOwed,
  NO_SHOW_REFUSED: COACH_BOOKING_MESSAGES.noShowNotLive,
  BOOKING_NOT_UNPAID: COACH_BOOKING_MESSAGES.notUnpaid,
  UNPAID_LIMIT_REACHED: COACH_BOOKING_MESSAGES.unpaidLimitEmail,

  ORDER_NOT_PAYABLE: 'This order can no longer be paid',
  ORDER_NOT_FOUND: 'This order no longer exists',
  PAYMENT_REFUNDED: 'Your payment has been refunded.',
  CARD_INVALID: 'Please enter your card details to pay.',
  PAYMENT_KEY_REUSED: 'This payment request was already used for a different payment.',
  PAYMENT_IN_PROGRESS: 'This payment is already being processed.',
  PAYMENT_FAILED: 'The payment service is not available right now. Please try again in a few minutes.',
  PAYMENT_PROVIDER_DOWN: 'The payment service is not available right now. Please try again in a few minutes.',
  PAYMENT_NOT_FOUND: 'Payment not found',

  SUBSCRIPTION_NOT_FOUND: SUBSCRIPTION_MESSAGES.notFoundById,
  PLAN_ALREADY_ACTIVE: SUBSCRIPTION_MESSAGES.alreadyActive,
  SUBSCRIPTION_NOT_PAID: SUBSCRIPTION_MESSAGES.activatesOnPayment,
  SUBSCRIPTION_EXPIRED: SUBSCRIPTION_MESSAGES.expired,
  SUBSCRIPTION_CANCELLED: SUBSCRIPTION_MESSAGES.cancelled,
  VIDEOS_NOT_IN_PLAN: SUBSCRIPTION_MESSAGES.noVideosInPlan,
  QUESTION_LIMIT_REACHED: "You've used all your questions for today. Your allowance resets at midnight Eastern Time.",
  VIDEO_LIMIT_REACHED:
    "You've used all your video sessions for this month. Your allowance resets on the 1st at midnight Eastern Time.",
  QUESTION_NOT_FOUND: SUBSCRIPTION_MESSAGES.questionNotFound,
  SUBSCRIPTION_ALREADY_CANCELLED: COACH_SUBSCRIPTION_MESSAGES.alreadyCancelled,
  SUBSCRIPTION_NOT_RENEWABLE: COACH_SUBSCRIPTION_MESSAGES.renewCancelled,

  REVIEW_LINK_INVALID: REVIEW_LINK_MESSAGES.invalid,
  REVIEW_ALREADY_GIVEN: REVIEW_LINK_MESSAGES.alreadyReviewed,
  REVIEW_NOT_FOUND: REVIEW_MESSAGES.notFound,
  CONTACT_MESSAGE_NOT_FOUND: 'Message not found',
  TESTER_EXISTS: TESTER_MESSAGES.duplicateEmail,
  TESTER_NOT_FOUND: TESTER_MESSAGES.notFound,
  CHAT_SESSION_NOT_FOUND: CHAT_MESSAGES.sessionNotFound,
  MEETING_ROOM_MISSING: 'Failed to create meeting link',
  BLACKOUT_DATE_PAST: BLACKOUT_MESSAGES.datePast,
  RELEASE_NOT_FOUND: RELEASE_MESSAGES.notFound,
  RELEASE_PRUNED: RELEASE_MESSAGES.pruned,
  NO_EARLIER_RELEASE: RELEASE_MESSAGES.noEarlier,
  NO_CANARY: RELEASE_MESSAGES.noCanary,
  COUPON_INVALID: COUPON_MESSAGES.codeInvalid,
  COUPON_EXPIRED: COUPON_MESSAGES.codeExpired,
  COUPON_USED_UP: COUPON_MESSAGES.codeUsedUp,
  COUPON_ALREADY_USED: COUPON_MESSAGES.codeAlreadyUsed,
  COUPON_NOT_APPLICABLE: COUPON_MESSAGES.codeNotApplicable,
  COUPON_EXISTS: COUPON_MESSAGES.codeExists,
  COUPON_NOT_FOUND: COUPON_MESSAGES.notFound,

  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  GONE: 'Gone',
  BAD_GATEWAY: 'Bad Gateway',
  SERVICE_UNAVAILABLE: 'Service Unavailable',
  INTERNAL_ERROR: 'Internal server error',
};
