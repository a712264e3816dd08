/** What counts as the visitor starting to do something: a tap or click, a key, a wheel turn, a swipe, a scroll. */
const VISITOR_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * For an overlay that opens by itself (issue 29: a tour that opened 5–9 s after load took a click meant for "Select
 * Plan"): calls `open` after `delayMs` unless the visitor has acted by then. `untouched` stays true until the first
 * input, for an opener that still has to wait (idle time, code to fetch) and must check again just before it shows.
 * Returns a cancel for unmount.
 */
export function unlessVisitorActs(delayMs: number, open: (untouched: () => boolean) => void): () => void {
  // The overlay's code can arrive after the visitor's first swipe (its listeners are not there yet to hear it): a page
  // already scrolled means they have started, and nothing opens over them.
  if (window.scrollY > 0) return () => undefined;
  let acted = false;
  const stopListening = () => {
    for (const type of VISITOR_INPUT) window.removeEventListener(type, onInput, true);
  };
  const onInput = () => {
    acted = true;
    window.clearTimeout(timer);
    stopListening();
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, onInput, { capture: true, passive: true });
  const timer = window.setTimeout(() => open(() => !acted), delayMs);
  return () => {
    window.clearTimeout(timer);
    stopListening();
  };
}
