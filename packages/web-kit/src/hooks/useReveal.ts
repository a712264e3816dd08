import { useEffect, useRef } from 'react';

/**
 * Brings what a visitor's last choice produced into view (issue 16): on a phone the next step, or the "booked" card,
 * appears out of sight below — or above — what they just tapped. Runs when `key` changes to a value (not on the
 * first render: a page opened with a choice already made stays where the visitor is), only when the element's top
 * is not already in the upper part of the viewport (a tall form beside the slots on a desktop stays put); `focus`
 * also moves the keyboard there (the outcome card). Smooth unless the visitor asked for reduced motion.
 */
export function useReveal<T extends HTMLElement>(key: unknown, { focus = false } = {}) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (key == null || key === false || !element) return;
    const box = element.getBoundingClientRect();
    const inView = box.top >= 0 && box.top <= window.innerHeight * 0.75;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!inView) element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    if (focus) element.focus({ preventScroll: true });
  }, [key, focus]);
  return ref;
}
