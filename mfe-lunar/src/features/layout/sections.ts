/** Anchors of the /lunar-light sections (SPEC §2); the nav, hero, tour and e2e tests address them by id. */
export const SECTION_IDS = {
  hero: 'lunar-hero',
  services: 'lunar-services',
  payments: 'lunar-payments',
  about: 'lunar-about',
  testimonials: 'lunar-testimonials',
  booking: 'lunar-booking',
  review: 'lunar-review',
  preferences: 'lunar-theme-preferences',
} as const;

export const LANDING_PATH = '/lunar-light';
export const BOOKING_PATH = '/lunar-booking';

/** Smooth scroll to a section; false when the section is not on this page (the caller navigates instead). */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * /lunar-booking, optionally with the service (and payment method) preselected. A card reads `payment=card`, the
 * psychic pages' name for it (SPEC §3); the booking page folds it back into `credit-card`.
 */
export function bookingHref(serviceId?: string, paymentMethod?: string): string {
  const params = new URLSearchParams();
  if (serviceId) params.set('service', serviceId);
  if (paymentMethod) params.set('payment', paymentMethod === 'credit-card' ? 'card' : paymentMethod);
  const q = params.toString();
  return q ? `${BOOKING_PATH}?${q}` : BOOKING_PATH;
}

/** SPEC §9 "Mobile threshold width 768 px": one media query pair for every responsive switch here. */
export const MOBILE = '@media (max-width: 767.98px)';
export const DESKTOP = '@media (min-width: 768px)';

/** Between the phone layout and a wide screen the bar drops its icons and the phone number's text to fit. */
export const NARROW_DESKTOP = '@media (min-width: 768px) and (max-width: 1099.98px)';
