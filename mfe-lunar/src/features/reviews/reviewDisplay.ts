import { reviewServiceLabel, type PsychicReviewDto } from '@app/contracts';
import type { TestimonialDto } from './testimonials';

/** What a review card shows, whether it came from the hard-coded testimonials or the API. */
export interface ReviewDisplay {
  key: string;
  name: string;
  initials: string;
  serviceLabel: string;
  text: string;
  /** The stars the customer gave; absent for the page's testimonials, which carry no rating. */
  rating?: number;
  /** Tied to a real booking (the review came through the booking's e-mailed link). */
  verified: boolean;
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function fromTestimonial(t: TestimonialDto): ReviewDisplay {
  return {
    key: `t-${t.name}-${t.serviceId}`,
    name: t.name,
    initials: t.initials,
    serviceLabel: reviewServiceLabel(t.serviceId),
    text: t.text,
    verified: false,
  };
}

/** SPEC §3: the label comes from the serviceId table, "Psychic Reading" for anything else. */
export function fromApiReview(r: PsychicReviewDto): ReviewDisplay {
  return {
    key: `r-${r.id}`,
    name: r.customerName,
    initials: initialsOf(r.customerName),
    serviceLabel: reviewServiceLabel(r.serviceId),
    text: r.reviewText,
    rating: r.rating,
    verified: r.verified,
  };
}
