import type { CanonicalPaymentMethod, PlanType, SubscriptionStatus } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The subscriptions' read model for the e-mails (issue 34 item 3): what notifications reads, in the dispatcher's
 * transaction, to write a subscriber's or the coach's mail from the committed rows an event names. Owned here, beside
 * the tables, so notifications imports subscriptions and never the other way round.
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

/** Who asked for a sign-in link, as the e-mail answers them: the newest plan's name, or none under this address. */
export interface SignInRequestFacts {
  email: string;
  customerName: string | null;
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

/** The sign-in link row an event names, with the name on the address's newest plan (null: it has none). */
export function readSignInRequest(manager: EntityManager, linkId: string): Promise<SignInRequestFacts | null> {
  return one(
    manager,
    `SELECT l.email,
            (SELECT s.customer_name FROM subscription s WHERE lower(s.customer_email) = lower(l.email)
              ORDER BY s.created_at DESC LIMIT 1) AS "customerName"
       FROM subscriber_sign_in_link l WHERE l.id = $1`,
    linkId,
  );
}
