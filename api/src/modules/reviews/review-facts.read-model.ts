import type { EntityManager } from 'typeorm';

/** A review as the coach's new-review e-mail describes it: the reviews module's read model, read by notifications. */
export interface ReviewFacts {
  id: string;
  serviceId: string;
  customerName: string;
  customerEmail: string | null;
  rating: number;
  reviewText: string;
}

export async function readReview(manager: EntityManager, id: string): Promise<ReviewFacts | null> {
  const rows = await manager.query<ReviewFacts[]>(
    `SELECT id, service_id AS "serviceId", customer_name AS "customerName", customer_email AS "customerEmail", rating,
            review_text AS "reviewText"
       FROM review WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
