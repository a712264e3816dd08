/**
 * Lunar Light catalogue (SPEC §3 "Psychic service"), the review display labels of the §3 table, the twelve
 * hard-coded testimonials and a few approved reviews the API seeds so the public list is not empty on day one.
 * Prices are integer cents like the coaching catalogue; durations fit one 30-minute slot (see scheduling.ts).
 */

export interface PsychicServiceDto {
  id: string;
  name: string;
  description: string;
  /** Integer cents. */
  price: number;
  /** Minutes; 0 means chat-based. */
  duration: number;
}

export const PSYCHIC_SERVICES: readonly PsychicServiceDto[] = [
  {
    id: 'one-question',
    name: 'Mini Reading (One Question)',
    description: 'One clear question, one focused answer, delivered in live chat.',
    price: 1100,
    duration: 0,
  },
  {
    id: 'three-card-tarot',
    name: '3 Card Tarot Draw',
    description: 'Past, present and future: a three-card spread read for your situation.',
    price: 2500,
    duration: 10,
  },
  {
    id: 'love-reading',
    name: 'Love Reading',
    description: 'Insight into a relationship, a connection or what is coming in love.',
    price: 3500,
    duration: 15,
  },
  {
    id: 'career-reading',
    name: 'Career Reading',
    description: 'Guidance on work, money and the next move in your career.',
    price: 3500,
    duration: 15,
  },
  {
    id: 'legal-reading',
    name: 'Legal Reading',
    description: 'An intuitive look at the energy around a dispute, contract or court matter.',
    price: 4000,
    duration: 15,
  },
  {
    id: 'health-pregnancy-reading',
    name: 'Pregnancy/Health Reading',
    description: 'A caring reading on wellbeing, fertility and family. Not a substitute for medical advice.',
    price: 4000,
    duration: 15,
  },
  {
    id: 'timeline-reading',
    name: 'Timeline Reading',
    description: 'When will it happen? A reading focused on timing and the months ahead.',
    price: 4500,
    duration: 20,
  },
  {
    id: 'reiki-healing',
    name: 'Reiki Healing (Energy Cleanse)',
    description: 'A distance reiki session to clear heavy energy and restore balance.',
    price: 4500,
    duration: 20,
  },
  {
    id: 'channeling-spirits',
    name: 'Channeling Spirits and Angels',
    description: 'Messages from loved ones, guides and angels, channeled for you.',
    price: 5500,
    duration: 20,
  },
  {
    id: 'full-private-readings',
    name: 'Full Private Readings',
    description: 'An unhurried private session covering every area of life you want to explore.',
    price: 7500,
    duration: 30,
  },
];

export const PSYCHIC_SERVICE_IDS: readonly string[] = PSYCHIC_SERVICES.map((s) => s.id);

/** §3 "Service display labels", exactly. */
export const REVIEW_SERVICE_LABELS: Readonly<Record<string, string>> = {
  'one-question': 'Mini Reading',
  'three-card-tarot': '3 Card Tarot Draw',
  'legal-reading': 'Legal Reading',
  'health-pregnancy-reading': 'Pregnancy/Health Reading',
  'timeline-reading': 'Timeline Reading',
  'career-reading': 'Career Reading',
  'love-reading': 'Love Reading',
  'channeling-spirits': 'Channeling Spirits and Angels',
  'reiki-healing': 'Reiki Healing (Energy Cleanse)',
  'full-private-readings': 'Full Private Readings',
};

export const FALLBACK_REVIEW_LABEL = 'Psychic Reading';

/** hasOwn, not `in`: an id like "constructor" must not pick up an Object.prototype member. */
export function reviewServiceLabel(serviceId: string | null | undefined): string {
  return serviceId && Object.hasOwn(REVIEW_SERVICE_LABELS, serviceId)
    ? REVIEW_SERVICE_LABELS[serviceId]
    : FALLBACK_REVIEW_LABEL;
}

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
