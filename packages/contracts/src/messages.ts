/**
 * User-facing texts from SPEC §5 (field validation) and §8 (toasts, inline states).
 *
 * Why one file: the API answers 400/409 with these exact strings and the frontends show them in toasts and
 * empty states; e2e tests look for them. Keeping them here means a copy edit happens once, everywhere.
 * Texts with a placeholder are functions so callers cannot forget to fill it in.
 */

import { sessionPhrase } from './orders';

/** A toast as the frontends show it (notistack message = title, secondary line = description). */
export interface ToastText {
  title: string;
  description: string;
}

/** §5 field messages. The yup schemas use these; tests assert the literal strings. */
export const VALIDATION_MESSAGES = {
  // Booking form (home + psychic)
  fullNameMin: 'Full name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  serviceRequired: 'Please select a service',
  timeSlotRequired: 'Please select a time slot',
  deliveryPreference: "Please select how you'd like to receive your session",
  videoContactRequired: 'Platform and contact information are required',
  paymentMethodRequired: 'Please select a payment method',
  // Subscriptions
  nameMin: 'Name must be at least 2 characters',
  planRequired: 'Please select a subscription plan',
  questionRequired: 'Please enter your question',
  subscriptionPaymentRequired: 'Please select a payment method to complete your subscription.',
  // Reviews
  reviewTextMin: 'Review must be at least 10 characters',
  // Chat
  bookingIdRequired: 'Booking ID is required',
  senderInvalid: 'Sender must be either client or coach',
  messageEmpty: 'Message cannot be empty',
  // Testers
  emailRequired: 'Please enter an email address',
  accessLevelRequired: 'Please select an access level',
  statusRequired: 'Please select a status',
  noValidEmails: 'No valid emails found',
  // Contact
  subjectMin: 'Subject must be at least 5 characters',
  messageMin: 'Message must be at least 10 characters',
  // Checkout (/checkout) and card page (/square-payment)
  checkoutMissing: 'Please fill in all required fields',
  cardMissing: 'Please fill in all required fields including card details.',
  cardNumberInvalid: 'Please enter a valid card number.',
  cardExpiryInvalid: 'Please enter a valid expiry date (MM/YY).',
  cardCvvInvalid: 'Please enter a valid CVV code.',
} as const;

/** Toasts that §5 names for form-level checks done on the page before (or instead of) the schema. */
export const FORM_TOASTS = {
  timeSlotRequired: { title: 'Time Slot Required', description: 'Please select a date and time for your reading.' },
  selectServiceForQr: { title: 'Select a Service', description: 'Please select a service first to see QR code.' },
  selectServiceForPayment: {
    title: 'Select a Service',
    description: 'Please select a service first to proceed with payment.',
  },
  coachingPageMissing: {
    title: 'Missing Information',
    description: 'Please fill in all required fields, select a service, time slot, and payment method.',
  },
  subscriptionPaymentRequired: {
    title: 'Payment Method Required',
    description: VALIDATION_MESSAGES.subscriptionPaymentRequired,
  },
  cardMissing: { title: 'Missing Information', description: VALIDATION_MESSAGES.cardMissing },
  cardNumberInvalid: { title: 'Invalid Card Number', description: VALIDATION_MESSAGES.cardNumberInvalid },
  cardExpiryInvalid: { title: 'Invalid Expiry Date', description: VALIDATION_MESSAGES.cardExpiryInvalid },
  cardCvvInvalid: { title: 'Invalid CVV', description: VALIDATION_MESSAGES.cardCvvInvalid },
  testerEmailRequired: { title: 'Email required', description: VALIDATION_MESSAGES.emailRequired },
  noValidEmails: { title: VALIDATION_MESSAGES.noValidEmails, description: 'Please enter valid email addresses' },
} as const satisfies Record<string, ToastText>;

/** §8 booking toasts and API conflict texts. */
export const BOOKING_MESSAGES = {
  failedTitle: 'Booking Failed',
  /** Fallback descriptions when the server gave no message, per page (§8 lists one per page). */
  failedFallback: {
    home: 'Something went wrong. Please try again.',
    lunar: 'Please try again or contact support.',
    coachingPage: 'There was an error scheduling your session. Please try again.',
  },
  successTitle: 'Booking Successful!',
  confirmedTitle: 'Booking Confirmed!',
  successDescription: "You'll receive a confirmation e-mail shortly with your session details.",
  /** 409 from POST /api/bookings when another booking won the slot (DESIGN §3). */
  slotTaken: 'This time slot is no longer available',
  slotPastTitle: 'Slot No Longer Available',
  slotPast: 'This time slot has passed. Please select a future time.',
  submit: 'Book Session Now',
  submitting: 'Confirming...',
  selectSlotSummary: 'Please select a time slot',
} as const;

/** §8 inline states of the slot pickers and service selects. */
export const SLOT_MESSAGES = {
  error: 'Error loading timeslots',
  errorAdvice: 'Please refresh the page to try again.',
  fetchFailed: 'Failed to fetch',
  loading: 'Loading timeslots...',
  loadingTimes: 'Loading available times...',
  empty: 'No timeslots available',
  emptyCheckBack: 'No available time slots. Please check back later.',
  todayBadge: 'TODAY',
} as const;

export const SERVICE_MESSAGES = {
  loading: 'Loading services...',
  error: (message: string) => `Error loading services: ${message}`,
} as const;

/** §8 subscription toasts and dashboard states. */
export const SUBSCRIPTION_MESSAGES = {
  failedTitle: 'Subscription Failed',
  failedFallback: 'Something went wrong. Please try again.',
  createFailed: 'Failed to create subscription',
  createdTitle: (planName: string) => `Welcome to ${planName}`,
  activatesOnPayment: 'Your subscription activates once payment is received.',
  questionSentTitle: 'Question sent',
  questionSent: "Your question has been sent to the coach. You'll receive a response soon.",
  questionFailed: 'Failed to send message',
  /** Premium: a personal video session asked for from the dashboard (issue 16). */
  videoRequestedTitle: 'Video session requested',
  videoRequested: 'Your coach will reply here with a time for your video session.',
  videoRequestFailed: 'Could not request a video session',
  notFoundTitle: 'No Subscription Found',
  notFound: 'No active subscription found for this email.',
  lookupFailed: 'Failed to find subscription',
  loadingMessages: 'Loading messages...',
  noMessages: 'No messages yet. Ask your first question above!',
  awaitingCoach: 'The coach will respond soon.',
  submit: 'Start Subscription',
  submitting: 'Processing...',
  /** API answers (403/404/429) of the subscription calls; the dashboard shows them as the failure description. */
  notFoundById: 'Subscription not found',
  questionNotFound: 'Question not found',
  expired: 'Your subscription has expired. Renew your plan to keep asking questions.',
  cancelled: 'This subscription has been cancelled.',
  alreadyCancelled: 'This subscription was cancelled and cannot be marked paid.',
  alreadyActive: 'This subscription is already active and paid for this month.',
  questionLimitReached: (allowed: number) =>
    `You've used all ${allowed} ${allowed === 1 ? 'question' : 'questions'} for today. Your allowance resets at midnight Eastern Time.`,
  videoLimitReached: (allowed: number) =>
    `You've used all ${allowed} video ${allowed === 1 ? 'session' : 'sessions'} for this month. Your allowance resets on the 1st at midnight Eastern Time.`,
  noVideosInPlan: 'Personal video sessions are included in Premium Coaching only.',
} as const;

/** Review form and moderation answers. */
export const REVIEW_MESSAGES = {
  /** 201 of POST /api/psychic-reviews. */
  submitted: 'Thank you for your review! Reviews are moderated before publication.',
  notFound: 'Review not found',
} as const;

/** §8 contact form toasts. */
export const CONTACT_MESSAGES = {
  sentTitle: 'Message Sent!',
  sent: "Thank you for reaching out. We'll get back to you within 24 hours.",
  failedTitle: 'Message Delivery Failed',
  failed: (email: string) => `Please try again or contact us directly at ${email}`,
  responseTime: 'Within 24 hours',
} as const;

/** §8 payment toasts (checkout and the card page). */
export const PAYMENT_MESSAGES = {
  processingTitle: 'Payment Processing...',
  processing: 'Please wait while we process your payment.',
  successTitle: 'Payment Successful!',
  success: (service: string) =>
    `Thank you! Your ${sessionPhrase(service)} has been booked. You'll receive confirmation details via email.`,
  failedTitle: 'Payment Failed',
  failedFallback: 'Please try again or contact support.',
  failedDefault: 'Payment failed',
  notOk: 'Payment processing failed',
} as const;

/** §8 tester-management toasts. */
export const TESTER_MESSAGES = {
  addFailed: 'Failed to add user',
  bulkFailed: 'Failed to add bulk users',
  statusFailed: 'Failed to update status',
  deleteFailed: 'Failed to delete user',
  added: 'User added successfully',
  bulkAdded: (n: number) => `Added ${n} users successfully`,
  bulkSomeFailed: (n: number) => `${n} emails failed`,
  statusUpdated: 'Status updated successfully',
  deleted: 'User deleted successfully',
  /** API answers: 409 of a duplicate single add, 404 of an unknown id. */
  duplicateEmail: 'A tester with this email already exists',
  notFound: 'Tester not found',
} as const;

/** §8 chat texts. */
export const CHAT_MESSAGES = {
  connectionLost: 'Connection lost. Attempting to reconnect...',
  reconnecting: 'Reconnecting...',
  sessionNotFoundTitle: 'Session Not Found',
  sessionNotFound: "The chat session you're looking for doesn't exist or has expired.",
  liveBadge: 'Live Session',
  /** Server `error` frames (DESIGN §3: joining a booking's session needs its token). */
  notJoined: 'Join a session before sending messages',
  badToken: 'This chat session is not available with these details',
  rateLimited: 'You are sending messages too quickly. Please wait a moment.',
  badFrame: 'Invalid message format',
  /** The server could not store a message (database trouble); nothing was delivered. */
  sendFailed: 'Your message could not be sent. Please try again.',
} as const;

export const MEETING_MESSAGES = {
  createFailed: 'Failed to create meeting link',
} as const;

/** Generic texts: §8 page-not-found, the remote fallback of DESIGN §2, and the API's non-object body. */
export const GENERIC_MESSAGES = {
  notFound: '404 Page Not Found',
  remoteUnavailable: 'This part of the site is temporarily unavailable',
  retry: 'Retry',
  invalidBody: 'Request body must be a JSON object',
  /** §5 generic text: a field of the wrong kind (an object where text goes) that the schema cannot even cast. */
  invalidInput: 'Invalid input',
} as const;
