import type { SubscriptionMessageKind } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/**
 * A subscriber's question and the coach's answer as their e-mails describe them: the subscriptions module's read model
 * of its own tables, read by notifications in the dispatcher's transaction (a payload names rows, it does not carry
 * them).
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
