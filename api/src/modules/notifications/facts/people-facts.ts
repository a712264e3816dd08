import type { BrandId, ContactMessageStatus, SubscriptionMessageKind } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The committed rows the people-side e-mails are written from, read in the dispatcher's transaction. Raw SQL rather
 * than the owning modules' entities: notifications only reads, and a payload names rows, it does not carry them.
 * A subscription's facts are its module's read model (subscriptions/subscription-facts.read-model.ts).
 */

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
