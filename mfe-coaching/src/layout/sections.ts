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

/**
 * A jump to a section keeps its target in place until the page has been still for QUIET_MS (at most HOLD_MAX_MS):
 * on a slow phone the sections above it keep loading their code and changing height for seconds after the tap, and
 * a fixed 2.5 s hold let the booking section slide out of view once in three throttled runs (issue 29 item 2).
 */
const QUIET_MS = 1200;
const HOLD_MAX_MS = 12_000;

/**
 * Keeps `el` at the top while the page above it changes height (sections hydrating below the fold, time slots
 * arriving), unless the visitor scrolls on their own meanwhile: a tap on "Help & FAQ" must land on Help.
 */
function holdInPlace(el: HTMLElement) {
  if (typeof ResizeObserver === 'undefined') return;
  let quiet: number | undefined;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(limit);
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
  };
  const settleAfterQuiet = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(stop, QUIET_MS);
  };
  let first = true;
  // The first call only reports the current size; later ones are real changes.
  const observer = new ResizeObserver(() => {
    if (first) first = false;
    else el.scrollIntoView({ behavior: 'auto', block: 'start' });
    settleAfterQuiet();
  });
  observer.observe(document.body);
  const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { once: true, passive: true });
  const limit = window.setTimeout(stop, HOLD_MAX_MS);
  settleAfterQuiet();
}

/** Smooth-scrolls to a section of the current page; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  holdInPlace(el);
  return true;
}
