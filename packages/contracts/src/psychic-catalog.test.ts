import {
  PSYCHIC_SERVICES,
  REVIEW_SERVICE_LABELS,
  SEED_PSYCHIC_REVIEWS,
  TESTIMONIALS,
  groupTestimonialsByService,
  reviewServiceLabel,
} from './psychic-catalog';

describe('psychic catalogue', () => {
  it('has the ten §3 services with integer-cent prices', () => {
    expect(PSYCHIC_SERVICES.map((s) => s.id).sort()).toEqual(
      [
        'reiki-healing',
        'channeling-spirits',
        'career-reading',
        'love-reading',
        'legal-reading',
        'health-pregnancy-reading',
        'timeline-reading',
        'three-card-tarot',
        'one-question',
        'full-private-readings',
      ].sort(),
    );
    for (const s of PSYCHIC_SERVICES) {
      expect(Number.isInteger(s.price) && s.price > 0).toBe(true);
      expect(s.duration).toBeLessThanOrEqual(30);
    }
  });

  it('maps review labels per the §3 table, "Psychic Reading" otherwise', () => {
    expect(reviewServiceLabel('one-question')).toBe('Mini Reading');
    expect(reviewServiceLabel('health-pregnancy-reading')).toBe('Pregnancy/Health Reading');
    expect(reviewServiceLabel('reiki-healing')).toBe('Reiki Healing (Energy Cleanse)');
    expect(reviewServiceLabel('quick-chat')).toBe('Psychic Reading');
    expect(reviewServiceLabel('constructor')).toBe('Psychic Reading');
    expect(reviewServiceLabel(undefined)).toBe('Psychic Reading');
    expect(Object.keys(REVIEW_SERVICE_LABELS)).toHaveLength(10);
  });

  it('has 12 testimonials shown 3 per service group', () => {
    expect(TESTIMONIALS).toHaveLength(12);
    const groups = groupTestimonialsByService();
    expect(groups.every((g) => g.testimonials.length === 3)).toBe(true);
    expect(groups.map((g) => g.label)).toEqual([
      '3 Card Tarot Draw',
      'Love Reading',
      'Career Reading',
      'Reiki Healing (Energy Cleanse)',
    ]);
    expect(groupTestimonialsByService(TESTIMONIALS, 2)[0].testimonials).toHaveLength(2);
    for (const t of TESTIMONIALS)
      expect(t.initials).toBe(
        t.name
          .split(/\s+/)
          .map((w) => w[0])
          .join(''),
      );
  });

  it('seeds five-star reviews long enough for the review schema', () => {
    for (const r of SEED_PSYCHIC_REVIEWS) expect(r.reviewText.length).toBeGreaterThanOrEqual(10);
  });
});
