/**
 * Monthly subscriptions (§3 Subscription, SubscriptionMessage; §5 "Subscription form"; §7 calls).
 * The spec's form also posts price, status and allowances; the schema still accepts them so that payload
 * validates, but the server derives all three from planType (DESIGN §3) and ignores what the client sent.
 */
import { date, number, object, string } from 'yup';
import type { InferType } from 'yup';
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
