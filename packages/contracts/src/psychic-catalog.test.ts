import { PSYCHIC_SERVICES, REVIEW_SERVICE_LABELS, reviewServiceLabel } from './psychic-catalog';

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
});
