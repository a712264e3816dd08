import { SEED_PSYCHIC_REVIEWS } from './psychic-reviews.data';
import type { SqlRunner } from './catalog.seed';

/**
 * A few approved reviews so the public list is not empty on a fresh install. Each carries a seed_key, so running
 * the seed again adds only missing ones and never brings back a review the coach has rejected. They are dated a
 * day apart, in catalogue order, so "newest first" shows them in that order.
 */
export async function seedPsychicReviews(db: SqlRunner): Promise<void> {
  const column = <T>(pick: (review: (typeof SEED_PSYCHIC_REVIEWS)[number], index: number) => T) =>
    SEED_PSYCHIC_REVIEWS.map(pick);
  await db.query(
    `INSERT INTO review (seed_key, service_id, customer_name, rating, review_text,
                         is_approved, moderation_status, moderated_at, created_at)
     SELECT seed.key, seed.service_id, seed.customer_name, seed.rating, seed.review_text,
            true, 'approved', now(), now() - make_interval(days => seed.position::int - 1)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[]) WITH ORDINALITY
            AS seed (key, service_id, customer_name, rating, review_text, position)
     ON CONFLICT (seed_key) DO NOTHING`,
    [
      column((_, index) => `psychic-review-${index + 1}`),
      column((review) => review.serviceId),
      column((review) => review.customerName),
      column((review) => review.rating),
      column((review) => review.reviewText),
    ],
  );
}
