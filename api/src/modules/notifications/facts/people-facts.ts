import type {
  BrandId,
  CanonicalPaymentMethod,
  ContactMessageStatus,
  PlanType,
  SubscriptionMessageKind,
  SubscriptionStatus,
} from '@app/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The committed rows the people-side e-mails are written from, read in the dispatcher's transaction. Raw SQL rather
 * than the owning modules' entities: notifications only reads, and a payload names rows, it does not carry them.
 */
export interface SubscriptionFacts {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  planType: PlanType;
  /** Cents per month. */
  price: number;
  paymentMethod: CanonicalPaymentMethod | null;
  status: SubscriptionStatus;
  questionsAllowedPerDay: number;
  videosAllowedPerMonth: number;
  expiresAt: Date;
  /** Issue 33: the code the plan was started with and the cents it takes off the first month. */
  couponCode: string | null;
  couponDescription: string | null;
  discountCents: number;
  /** The amount of the latest payment on record (a first month with a coupon is less than `price`); null: none. */
  lastPaidCents?: number | null;
}

export interface QuestionFacts {
  id: string;
  kind: SubscriptionMessageKind;
  customerMessage: string;
}

export interface AnswerFacts {
  id: string;
  questionId: string;
  message: string;
}

export interface ReviewFacts {
  id: string;
  serviceId: string;
  customerName: string;
  customerEmail: string | null;
  rating: number;
  reviewText: string;
}

export interface ContactFacts {
  id: string;
  brand: BrandId;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  createdAt: Date;
}

async function one<T>(manager: EntityManager, sql: string, id: string): Promise<T | null> {
  const rows = await manager.query<T[]>(sql, [id]);
  return rows[0] ?? null;
}

export function readSubscription(manager: EntityManager, id: string): Promise<SubscriptionFacts | null> {
  return one(
    manager,
    `SELECT id, customer_name AS "customerName", customer_email AS "customerEmail", customer_phone AS "customerPhone",
            plan_type AS "planType", price, payment_method AS "paymentMethod", status,
            questions_allowed_per_day AS "questionsAllowedPerDay", videos_allowed_per_month AS "videosAllowedPerMonth",
            expires_at AS "expiresAt", coupon_code AS "couponCode", coupon_description AS "couponDescription",
            discount_cents AS "discountCents",
            (SELECT h.amount_cents FROM subscription_history h
              WHERE h.subscription_id = subscription.id AND h.action IN ('activated', 'renewed')
                AND h.amount_cents IS NOT NULL
              ORDER BY h.at DESC LIMIT 1) AS "lastPaidCents"
       FROM subscription WHERE id = $1`,
    id,
  );
}

export function readQuestion(manager: EntityManager, id: string): Promise<QuestionFacts | null> {
  return one(
    manager,
    `SELECT id, kind, customer_message AS "customerMessage" FROM subscription_message WHERE id = $1`,
    id,
  );
}

export function readAnswer(manager: EntityManager, id: string): Promise<AnswerFacts | null> {
  return one(manager, `SELECT id, question_id AS "questionId", message FROM subscription_answer WHERE id = $1`, id);
}

export function readReview(manager: EntityManager, id: string): Promise<ReviewFacts | null> {
  return one(
    manager,
    `SELECT id, service_id AS "serviceId", customer_name AS "customerName", customer_email AS "customerEmail", rating,
            review_text AS "reviewText"
       FROM review WHERE id = $1`,
    id,
  );
}

export function readContactMessage(manager: EntityManager, id: string): Promise<ContactFacts | null> {
  return one(
    manager,
    `SELECT id, brand, name, email, phone, subject, message, status, created_at AS "createdAt"
       FROM contact_message WHERE id = $1`,
    id,
  );
}
