import { useMediaMatch } from '@app/web-kit';
import { MOBILE_QUERY } from './useIsMobile';

/**
 * Below 1200 px the section links no longer fit beside the brand, Tour, phone and theme toggle on one row (issue 16:
 * the bar wrapped to two rows at 769–1199 px), so they go into the menu there, as on a phone.
 */
export const COMPACT_NAV_QUERY = '(max-width: 1199.98px)';
export const COMPACT_NAV_MEDIA = `@media ${COMPACT_NAV_QUERY}`;
export const WIDE_NAV_MEDIA = '@media (min-width: 1200px)';

/** Whether the links live in the menu: null on the server and while hydrating (CSS decides then), like useIsMobile. */
export function useIsCompactNav(): boolean | null {
  // The phone layout is compact too (asked on its own: it is the query the rest of the layout follows).
  return useMediaMatch(MOBILE_QUERY, COMPACT_NAV_QUERY);
}

/** `sx` hiding an element outside `layout` while the width is unknown; nothing once it is known. */
export function onlyInNav(layout: 'menu' | 'links', compact: boolean | null) {
  if (compact !== null) return {};
  return { [layout === 'menu' ? WIDE_NAV_MEDIA : COMPACT_NAV_MEDIA]: { display: 'none' } };
}
