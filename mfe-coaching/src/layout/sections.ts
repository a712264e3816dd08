/**
 * Anchors of the home page (SPEC §2). Other pages link to `/#<id>`; the home page scrolls there on load.
 * `coaching-services` is an alias of `services` kept for old links.
 */
export const SECTION_IDS = {
  services: 'services',
  coachingServices: 'coaching-services',
  paymentOptions: 'payment-options',
  subscriptions: 'subscriptions',
  booking: 'booking',
  about: 'about',
  reviews: 'reviews',
  contact: 'contact',
  help: 'help',
} as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** How long a jump to a section keeps its target in place while the sections above it load and settle. */
const SETTLE_MS = 2500;

/**
 * Keeps `el` at the top while the page above it changes height (sections hydrating below the fold, time slots
 * arriving), unless the visitor scrolls on their own meanwhile: a tap on "Help & FAQ" must land on Help.
 */
function holdInPlace(el: HTMLElement) {
  if (typeof ResizeObserver === 'undefined') return;
  const stop = () => {
    observer.disconnect();
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
  };
  let first = true;
  // The first call only reports the current size; later ones are real changes.
  const observer = new ResizeObserver(() => {
    if (first) first = false;
    else el.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  observer.observe(document.body);
  const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { once: true, passive: true });
  window.setTimeout(stop, SETTLE_MS);
}

/** Smooth-scrolls to a section of the current page; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  holdInPlace(el);
  return true;
}
