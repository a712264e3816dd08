import { useEffect, useState, type RefObject } from 'react';

interface Options {
  /** Hidden while the visitor scrolls down through the content (the phone layout); otherwise only `avoid` hides it. */
  hideOnScrollDown: boolean;
  /**
   * Also hidden while the page is scrolled less than this many px (e.g. over a hero it must not cover); a function
   * is asked at every check (the hero's height changes with the width and the text size).
   */
  hiddenAbove?: number | (() => number);
  /** Never hidden while true (e.g. its menu is open: the visitor is using it). */
  pinned?: boolean;
}

/** How close to the page end counts as "at the bottom", where the page keeps room for the floating buttons. */
const NEAR_BOTTOM_PX = 96;
/** Scroll moves smaller than this (a finger's jitter) change nothing. */
const JITTER_PX = 6;
/**
 * Layout also changes without scrolling (a step opens, a list grows, a section's content arrives): within this long
 * after the page's DOM or size changed, it is checked again. Only after a change: a page nobody touches costs nothing
 * (a timer checking every 400 ms forced a layout and nine hit tests each time, also while the page was loading).
 */
const RECHECK_MS = 400;

/** What a visitor can click, type into or focus: a floating button must never sit on one (issue 16). */
const INTERACTIVE_SELECTOR =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="combobox"], [role="slider"], [role="tab"], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Whether anything interactive lies under the element where it rests (its layout box, not the slid-away one: offset*
 * ignore transforms), sampled on a 3 × 3 grid of points. The element's own parts do not count.
 */
function coversSomething(el: HTMLElement): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const width = el.offsetWidth;
  const height = el.offsetHeight;
  if (width === 0 || height === 0) return false;
  const left = el.offsetLeft;
  const top = el.offsetTop;
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      const x = left + width * fx;
      const y = top + height * fy;
      for (const under of document.elementsFromPoint(x, y)) {
        if (el.contains(under)) continue;
        if (under.closest(INTERACTIVE_SELECTOR)) return true;
      }
    }
  }
  return false;
}

/**
 * Floating buttons (issue 16; every remote's) show only where they cover nothing a visitor may want to use: hidden while any link,
 * button or field lies under them, and on a phone also while the visitor scrolls down through the content (shown
 * again as they scroll up and at the page end, where the page keeps room for them). Returns whether to show them.
 */
export function useHideOnScrollDown(
  ref: RefObject<HTMLElement | null>,
  { hideOnScrollDown, hiddenAbove = 0, pinned = false }: Options,
): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (pinned) {
      setShown(true);
      return;
    }
    let last = window.scrollY;
    let scrolledDown = false;
    let frame = 0;
    const decide = () => {
      frame = 0;
      const el = ref.current;
      const y = window.scrollY;
      const atBottom = y + window.innerHeight >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
      if (y > last + JITTER_PX) scrolledDown = true;
      else if (y < last - JITTER_PX) scrolledDown = false;
      if (Math.abs(y - last) > JITTER_PX) last = y;
      const floor = typeof hiddenAbove === 'function' ? hiddenAbove() : hiddenAbove;
      const away = (hideOnScrollDown && scrolledDown && !atBottom) || y < floor || (el !== null && coversSomething(el));
      setShown(!away);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(decide);
    };
    let timer = 0;
    const afterChange = () => {
      if (!timer)
        timer = window.setTimeout(() => {
          timer = 0;
          schedule();
        }, RECHECK_MS);
    };
    decide();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const mutations = new MutationObserver(afterChange);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(afterChange) : null;
    resizes?.observe(document.documentElement);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
      resizes?.disconnect();
      window.clearTimeout(timer);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, hideOnScrollDown, hiddenAbove, pinned]);
  return shown;
}

/** `sx` of a floating group that slides away when not shown; hidden ones are neither clicked nor focused. */
export function slideAwaySx(shown: boolean) {
  return {
    transition: 'transform 200ms ease, visibility 0s linear ' + (shown ? '0s' : '200ms'),
    transform: shown ? 'none' : 'translateY(calc(100% + 32px))',
    visibility: shown ? 'visible' : 'hidden',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const;
}
