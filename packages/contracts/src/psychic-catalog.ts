/**
 * Lunar Light catalogue (SPEC §3 "Psychic service") and the review display labels of the §3 table. Prices are
 * integer cents like the coaching catalogue; durations fit one 30-minute slot (see scheduling.ts). The brand's
 * testimonials live with the Lunar remote, the seeded reviews with the API's seed (issue 18).
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
