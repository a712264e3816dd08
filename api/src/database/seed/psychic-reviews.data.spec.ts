import { PSYCHIC_SERVICE_IDS } from '@app/contracts';
import { SEED_PSYCHIC_REVIEWS } from './psychic-reviews.data';

describe('seeded psychic reviews', () => {
  it('are five-star reviews of catalogue readings, long enough for the review schema', () => {
    expect(SEED_PSYCHIC_REVIEWS.length).toBeGreaterThan(0);
    for (const r of SEED_PSYCHIC_REVIEWS) {
      expect(r.reviewText.length).toBeGreaterThanOrEqual(10);
      expect(PSYCHIC_SERVICE_IDS).toContain(r.serviceId);
    }
  });
});
