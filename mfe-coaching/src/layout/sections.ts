/**
 * Anchors of the home page (SPEC §2). Other pages link to `/#<id>`; the home page scrolls there on load.
 * `coaching-services` is an alias of `services` kept for old links.
 */
export const SECTION_IDS = {
  services: 'services',
  coachingServices: 'coaching-services',
  subscriptions: 'subscriptions',
  booking: 'booking',
  about: 'about',
  reviews: 'reviews',
  contact: 'contact',
  help: 'help',
} as const;

export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Smooth-scrolls to a section of the current page; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}
