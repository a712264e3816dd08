/** The approved reviews the API seeds (issue 18: seed data belongs to the API's seed, not to contracts). */
export interface SeedReview {
  customerName: string;
  reviewText: string;
  serviceId: string;
  rating: 5;
}

/** Approved reviews the API seeds (idempotently) so GET /api/psychic-reviews has content on a fresh install. */
export const SEED_PSYCHIC_REVIEWS: readonly SeedReview[] = [
  {
    customerName: 'Lauren H.',
    serviceId: 'one-question',
    rating: 5,
    reviewText: 'One question, and the answer was exactly what I needed to hear. Fast and caring.',
  },
  {
    customerName: 'Omar F.',
    serviceId: 'timeline-reading',
    rating: 5,
    reviewText: 'The timing she gave me for the move was right to the week. Amazing.',
  },
  {
    customerName: 'Grace N.',
    serviceId: 'channeling-spirits',
    rating: 5,
    reviewText: 'My grandmother came through with details nobody else could know. I cried happy tears.',
  },
  {
    customerName: 'Kevin A.',
    serviceId: 'full-private-readings',
    rating: 5,
    reviewText: 'Thirty minutes that covered work, love and family. Worth every cent.',
  },
];
