import { TESTIMONIALS, groupTestimonialsByService } from './testimonials';

describe('testimonials', () => {
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
});
