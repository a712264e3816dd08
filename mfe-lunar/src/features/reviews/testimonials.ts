/**
 * Lunar Light's marketing copy: the twelve hard-coded testimonials of SPEC §3/§9 (issue 18: they lived in contracts,
 * so editing them made every remote stale; only this remote shows them).
 */
import { reviewServiceLabel } from '@app/contracts';

export interface TestimonialDto {
  name: string;
  serviceId: string;
  text: string;
  initials: string;
}

/** §9: 3 testimonials shown per service group. */
export const TESTIMONIALS_PER_GROUP = 3;

/** §3/§9: twelve hard-coded testimonials, four service groups of three. */
export const TESTIMONIALS: readonly TestimonialDto[] = [
  {
    name: 'Maria S.',
    serviceId: 'three-card-tarot',
    initials: 'MS',
    text: 'The three cards described my situation better than I could. I left with a plan and real peace of mind.',
  },
  {
    name: 'Jasmine T.',
    serviceId: 'three-card-tarot',
    initials: 'JT',
    text: 'Quick, kind and spot on. The future card came true within two weeks.',
  },
  {
    name: 'Derek L.',
    serviceId: 'three-card-tarot',
    initials: 'DL',
    text: 'I was skeptical, but the reading was specific and thoughtful. I will be back.',
  },
  {
    name: 'Aaliyah R.',
    serviceId: 'love-reading',
    initials: 'AR',
    text: 'She saw exactly what was going on in my relationship and helped me stop second-guessing myself.',
  },
  {
    name: 'Chris P.',
    serviceId: 'love-reading',
    initials: 'CP',
    text: 'Gentle and honest. The advice about communication changed how we talk to each other.',
  },
  {
    name: 'Nina K.',
    serviceId: 'love-reading',
    initials: 'NK',
    text: 'I finally understood why I kept attracting the same kind of partner. Eye-opening.',
  },
  {
    name: 'Robert M.',
    serviceId: 'career-reading',
    initials: 'RM',
    text: 'The reading pointed me toward the job offer I almost turned down. Best decision this year.',
  },
  {
    name: 'Priya D.',
    serviceId: 'career-reading',
    initials: 'PD',
    text: 'Clear, practical guidance about timing my business launch. Highly recommend.',
  },
  {
    name: 'Tanya W.',
    serviceId: 'career-reading',
    initials: 'TW',
    text: 'Accurate about my workplace and encouraging about my next step.',
  },
  {
    name: 'Elena G.',
    serviceId: 'reiki-healing',
    initials: 'EG',
    text: 'I felt lighter the same evening. The energy cleanse was exactly what I needed.',
  },
  {
    name: 'Marcus J.',
    serviceId: 'reiki-healing',
    initials: 'MJ',
    text: 'Calm, warm and professional. I slept better than I had in weeks.',
  },
  {
    name: 'Sofia B.',
    serviceId: 'reiki-healing',
    initials: 'SB',
    text: 'A beautiful, grounding session. I have already booked my next cleanse.',
  },
];

export interface TestimonialGroup {
  serviceId: string;
  label: string;
  testimonials: TestimonialDto[];
}

/** Groups in first-seen order, each capped at `perGroup` (§9: 3). */
export function groupTestimonialsByService(
  testimonials: readonly TestimonialDto[] = TESTIMONIALS,
  perGroup = TESTIMONIALS_PER_GROUP,
): TestimonialGroup[] {
  const groups = new Map<string, TestimonialGroup>();
  for (const t of testimonials) {
    let g = groups.get(t.serviceId);
    if (!g) {
      g = { serviceId: t.serviceId, label: reviewServiceLabel(t.serviceId), testimonials: [] };
      groups.set(t.serviceId, g);
    }
    if (g.testimonials.length < perGroup) g.testimonials.push(t);
  }
  return [...groups.values()];
}
