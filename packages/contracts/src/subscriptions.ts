/**
 * Monthly subscriptions (§3 Subscription, SubscriptionMessage; §5 "Subscription form"; §7 calls).
 * The spec's form also posts price, status and allowances; the schema still accepts them so that payload
 * validates, but the server derives all three from planType (DESIGN §3) and ignores what the client sent.
 */
import { date, number, object, string } from 'yup';
import type { InferType } from 'yup';
import type { AppliedCouponDto } from './coupons';
import { optionalCouponCode } from './coupons-schemas';
import { VALIDATION_MESSAGES as M } from './messages';
import { OFFERED_PAYMENT_METHODS, PAYMENT_METHOD_IDS, type CanonicalPaymentMethod } from './payment-methods';
import { PLAN_TYPES, type PlanType } from './plans';
import { blankToUndefined, emailString, optionalText } from './validation';

/** Created pending_payment, active once paid (DESIGN §3); expired after the term; cancelled by the coach. */
export const SUBSCRIPTION_STATUSES = ['pending_payment', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const QUESTION_MAX = 2000;

/** '' from a number input means "not given", not NaN. */
const optionalNumber = () => number().transform(blankToUndefined).typeError('Must be a number');

/**
 * §4: the spec's form sends paymentMethod "pending" when none is chosen. That is a placeholder, not a
 * method, so it reads as absent instead of failing the whole submission.
 */
const subscriptionPaymentMethod = () =>
  string()
    .transform((v: unknown, orig: unknown) => (orig === 'pending' ? undefined : blankToUndefined(v, orig)))
    .oneOf(PAYMENT_METHOD_IDS, M.subscriptionPaymentRequired);

export const subscriptionFormSchema = object({
  customerName: string().trim().required(M.nameMin).min(2, M.nameMin).max(100, 'Name is too long'),
  customerEmail: emailString().required(M.emailInvalid),
  customerPhone: optionalText(30, 'Phone'),
  planType: string().transform(blankToUndefined).oneOf(PLAN_TYPES, M.planRequired).required(M.planRequired),
  paymentMethod: subscriptionPaymentMethod().optional(),
  status: string().transform(blankToUndefined).oneOf(SUBSCRIPTION_STATUSES, 'Invalid status').optional(),
  questionsAllowedPerDay: optionalNumber()
    .integer('Questions per day must be a whole number')
    .min(1, 'Questions per day must be at least 1')
    .optional(),
  videosAllowedPerMonth: optionalNumber()
    .integer('Videos per month must be a whole number')
    .min(0, 'Videos per month must be at least 0')
    .optional(),
  // yup's date() casts ISO strings (and Date objects) to Date: "a date or a string converted to a date".
  expiresAt: date().transform(blankToUndefined).typeError('Please enter a valid date').optional(),
  price: optionalNumber().integer('Price must be in whole cents').min(0, 'Price cannot be negative').optional(),
  /** Issue 33: a discount code for the first month (blank: none); the server prices with it. */
  couponCode: optionalCouponCode(),
});
export type SubscriptionFormValues = InferType<typeof subscriptionFormSchema>;

/** The subscription page's own check: §5 requires a payment method before submitting. */
export const subscriptionCheckoutSchema = subscriptionFormSchema.shape({
  paymentMethod: subscriptionPaymentMethod().required(M.subscriptionPaymentRequired),
});

/** The methods the subscription form offers (§5). */
export const SUBSCRIPTION_PAYMENT_METHODS = OFFERED_PAYMENT_METHODS;

/** POST /api/subscriptions/{id}/messages. */
export const subscriptionQuestionSchema = object({
  question: string()
    .trim()
    .required(M.questionRequired)
    .max(QUESTION_MAX, `Question must be at most ${QUESTION_MAX} characters`),
});

/** The admin's filter of GET /api/subscriptions?email= (subscribers ask for a sign-in link instead). */
export const subscriptionLookupSchema = object({
  email: emailString().required('Please enter your email address'),
});

export interface SubscriptionDto {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  planType: PlanType;
  /** Integer cents per month, from the plan. */
  price: number;
  paymentMethod: CanonicalPaymentMethod | null;
  status: SubscriptionStatus;
  questionsUsedToday: number;
  questionsAllowedPerDay: number;
  videosThisMonth: number;
  videosAllowedPerMonth: number;
  /** Business-local date (YYYY-MM-DD) the daily counter was last reset. */
  lastResetDate: string | null;
  lastVideoDate: string | null;
  createdAt: string;
  expiresAt: string;
  /**
   * The subscriber cancelled an active plan: it stays active until `expiresAt` and then ends instead of renewing
   * (the site's terms: cancellation takes effect at the end of the paid period). Present only then.
   */
  endsAtTermEnd?: true;
  /** Issue 33: the code the plan was started with; it took `discountCents` off the first month only. */
  coupon?: AppliedCouponDto | null;
}

/**
 * POST /api/subscriptions answers 202 with these same words whatever exists for the address (DESIGN §3 "No reply
 * reveals a subscriber", issue 28): a new plan, the same plan already waiting for payment, or already active. What
 * happened, and how to pay or sign in, goes to the address by e-mail; only its owner learns which it was.
 */
export const SUBSCRIPTION_START_MESSAGES = {
  acceptedTitle: 'Check your inbox',
  accepted:
    'We have e-mailed you the next step: for a new plan, how to pay for it (a card payment activates it at once); ' +
    'if this address already has this plan, how to open it. Nothing about an existing plan was changed.',
  sentTo: (email: string) => `We sent it to ${email}.`,
} as const;

/** The 202 of POST /api/subscriptions: the same body for every address. */
export interface SubscriptionStartDto {
  message: string;
}

/** One coach answer (issue 13): every answer is kept as its own message, threaded under its question. */
export interface SubscriptionAnswerDto {
  id: string;
  /** The question it answers. */
  questionId: string;
  message: string;
  createdAt: string;
}

export interface SubscriptionMessageDto {
  id: string;
  subscriptionId: string;
  customerMessage: string;
  /** The latest answer's text (SPEC §3 field); `answers` holds every answer, oldest first. */
  coachResponse: string | null;
  isAnswered: boolean;
  createdAt: string;
  /** When the latest answer was given. */
  answeredAt: string | null;
  answers: SubscriptionAnswerDto[];
}

/** A question spends the daily allowance; a video request (Premium) spends the monthly video allowance. */
export const SUBSCRIPTION_MESSAGE_KINDS = ['question', 'video_request'] as const;
export type SubscriptionMessageKind = (typeof SUBSCRIPTION_MESSAGE_KINDS)[number];

/** GET /api/coach/questions: a subscription question with who asked it and on which plan. */
export interface CoachQuestionDto extends SubscriptionMessageDto {
  kind: SubscriptionMessageKind;
  customerName: string;
  customerEmail: string;
  planType: PlanType;
}

export interface ConversationEntry {
  id: string;
  timestamp: string;
  sender: 'customer' | 'coach';
  message: string;
  /** For a coach answer: the question (entry id) it is threaded under. */
  replyTo?: string;
}

/**
 * §3 display form, threaded: each question (in time order) followed by every answer to it, oldest first. A
 * question's entry id is the message id; an answer's is its own id.
 */
export function toConversation(messages: readonly SubscriptionMessageDto[]): ConversationEntry[] {
  const questions = [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return questions.flatMap((m) => [
    { id: m.id, timestamp: m.createdAt, sender: 'customer' as const, message: m.customerMessage },
    ...[...(m.answers ?? [])]
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .map((a) => ({ id: a.id, timestamp: a.createdAt, sender: 'coach' as const, message: a.message, replyTo: m.id })),
  ]);
}

/** Coach console: answering a question. */
export const coachResponseSchema = object({
  response: string()
    .trim()
    .required('Please enter a response')
    .max(QUESTION_MAX, `Response must be at most ${QUESTION_MAX} characters`),
});

// ---- The coach's Subscribers section (issue 27 item 6) ----------------------------------------------------

export const COACH_SUBSCRIPTION_MESSAGES = {
  reasonTooLong: 'Reason must be 500 characters or fewer',
  noteTooLong: 'Note must be 500 characters or fewer',
  paymentMethodInvalid: 'Please choose a payment method from the list',
  searchTooLong: 'Search must be 200 characters or fewer',
  alreadyCancelled: 'This plan is already cancelled.',
  renewCancelled: 'This plan was cancelled and cannot be renewed. The subscriber can start a new plan.',
  renewPending: 'This plan has not been paid yet: use "Mark paid" to start its first month.',
  renewSuperseded: 'A newer plan of this kind is live for this e-mail: renew that one instead.',
} as const;

/**
 * How the console groups plans. `lapsed` is derived, never stored: an active plan past its paid-through date (or one
 * already recorded as expired) — it can be renewed, and asks nothing of the subscriber until then.
 */
export const SUBSCRIBER_STANDINGS = ['active', 'pending', 'lapsed', 'cancelled'] as const;
export type SubscriberStanding = (typeof SUBSCRIBER_STANDINGS)[number];
export const SUBSCRIBER_STATUS_FILTERS = [...SUBSCRIBER_STANDINGS, 'all'] as const;
export type SubscriberStatusFilter = (typeof SUBSCRIBER_STATUS_FILTERS)[number];

/** The standing of a plan whose status is already effective (an active plan past its term reads `expired`). */
export function subscriberStanding(status: SubscriptionStatus): SubscriberStanding {
  switch (status) {
    case 'pending_payment':
      return 'pending';
    case 'expired':
      return 'lapsed';
    default:
      return status;
  }
}

/** GET /api/coach/subscriptions query. */
export const coachSubscribersQuerySchema = object({
  status: string()
    .transform(blankToUndefined)
    .oneOf([...SUBSCRIBER_STATUS_FILTERS], `Status must be one of ${SUBSCRIBER_STATUS_FILTERS.join(', ')}`)
    .optional(),
  q: string().transform(blankToUndefined).trim().max(200, COACH_SUBSCRIPTION_MESSAGES.searchTooLong).optional(),
  plan: string()
    .transform(blankToUndefined)
    .oneOf([...PLAN_TYPES], `Plan must be one of ${PLAN_TYPES.join(', ')}`)
    .optional(),
});
export type CoachSubscribersQuery = InferType<typeof coachSubscribersQuerySchema>;

/** POST /api/coach/subscriptions/:id/cancel: the reason, when given, is quoted in the subscriber's e-mail. */
export const coachCancelSubscriptionSchema = object({
  reason: string().transform(blankToUndefined).trim().max(500, COACH_SUBSCRIPTION_MESSAGES.reasonTooLong).optional(),
});
export type CoachCancelSubscriptionRequest = InferType<typeof coachCancelSubscriptionSchema>;

/** POST /api/coach/subscriptions/:id/renewal: a month's payment received off-site (or by card, outside the site). */
export const coachRenewSubscriptionSchema = object({
  paymentMethod: string()
    .transform(blankToUndefined)
    .oneOf(PAYMENT_METHOD_IDS, COACH_SUBSCRIPTION_MESSAGES.paymentMethodInvalid)
    .optional(),
  note: string().transform(blankToUndefined).trim().max(500, COACH_SUBSCRIPTION_MESSAGES.noteTooLong).optional(),
});
export type CoachRenewSubscriptionRequest = InferType<typeof coachRenewSubscriptionSchema>;

export const SUBSCRIPTION_ACTORS = ['subscriber', 'coach', 'system'] as const;
export type SubscriptionActor = (typeof SUBSCRIPTION_ACTORS)[number];
export const SUBSCRIPTION_ACTIONS = ['activated', 'renewed', 'cancelled'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** One line of a plan's history: what, when, who. */
export interface SubscriptionHistoryEntryDto {
  action: SubscriptionAction;
  actor: SubscriptionActor;
  /** ISO instant. */
  at: string;
  /** Cents received, for a payment. */
  amountCents: number | null;
  /** ISO instant the plan was paid through after this payment. */
  paidThrough: string | null;
  paymentMethod: CanonicalPaymentMethod | null;
  /** The coach's reason (cancel) or note (renewal). */
  detail: string | null;
}

/** A plan as the coach's Subscribers section lists it. */
export interface CoachSubscriberDto extends SubscriptionDto {
  standing: SubscriberStanding;
  /** When the first payment made it active; null while pending. */
  activatedAt: string | null;
  /** When the coach cancelled it; null otherwise. */
  cancelledAt: string | null;
  /** Newest first. */
  history: SubscriptionHistoryEntryDto[];
}
