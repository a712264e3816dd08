import { useMediaMatch } from '@app/web-kit';

/** SPEC §9: below 768 px the site uses its mobile layout (MUI's own `md` breakpoint is 900 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** For `sx`: styles that apply only in the mobile layout, e.g. `{ [MOBILE_MEDIA]: { display: 'none' } }`. */
export const MOBILE_MEDIA = `@media ${MOBILE_QUERY}`;
/** For `sx`: styles that apply only in the desktop layout. */
export const DESKTOP_MEDIA = '@media (min-width: 768px)';

/**
 * Whether the mobile layout applies: null on the server and while the browser hydrates (the width is unknown
 * there), then the real answer, in a transition (useMediaMatch). While null, render both layouts and let CSS
 * (MOBILE_MEDIA / DESKTOP_MEDIA) show the right one, so the server's HTML is already right on a phone and nothing
 * moves when the answer arrives.
 */
export function useIsMobile(): boolean | null {
  return useMediaMatch(MOBILE_QUERY);
}

/** `sx` that hides an element outside `layout` while the width is unknown; nothing once it is known. */
export function onlyIn(layout: 'mobile' | 'desktop', isMobile: boolean | null) {
  if (isMobile !== null) return {};
  return { [layout === 'mobile' ? DESKTOP_MEDIA : MOBILE_MEDIA]: { display: 'none' } };
}
