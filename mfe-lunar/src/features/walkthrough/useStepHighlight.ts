import { useEffect } from 'react';
import { scrollToSection } from '../layout/sections';

export const HIGHLIGHT_ATTR = 'data-walkthrough-highlight';

/**
 * Marks the current step's target with an attribute the walkthrough's global style draws a glow around,
 * and brings sections into view. The attribute is removed when the step changes or the tour ends.
 */
export function useStepHighlight(selector: string | undefined): void {
  useEffect(() => {
    if (!selector) return;
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return;
    el.setAttribute(HIGHLIGHT_ATTR, 'true');
    if (selector.startsWith('#')) scrollToSection(selector.slice(1));
    return () => el.removeAttribute(HIGHLIGHT_ATTR);
  }, [selector]);
}
