import { scrollToSection } from '../../layout/sections';

/** Marks the highlighted section for the duration (styled by attribute, so no class names leak between remotes). */
export const HIGHLIGHT_ATTR = 'data-tour-highlight';

/**
 * Scroll to a section and outline it for `durationMs`. Returns a cancel function that removes the outline
 * early (the next step highlights its own section).
 */
export function highlightSection(id: string, color: string, durationMs: number): () => void {
  const el = document.getElementById(id);
  if (!el) return () => undefined;
  scrollToSection(id);
  const previous = el.style.boxShadow;
  el.setAttribute(HIGHLIGHT_ATTR, 'true');
  el.style.boxShadow = `inset 0 0 0 4px ${color}`;
  const clear = () => {
    el.removeAttribute(HIGHLIGHT_ATTR);
    el.style.boxShadow = previous;
  };
  const timer = window.setTimeout(clear, durationMs);
  return () => {
    window.clearTimeout(timer);
    clear();
  };
}
