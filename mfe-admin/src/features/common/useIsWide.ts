import useMediaQuery from '@mui/material/useMediaQuery';

/** SPEC §9: the mobile threshold is 768 px; below it tables turn into cards. */
export const WIDE_QUERY = '(min-width:768px)';

/**
 * Not `noSsr`: the server cannot know the width, so it and the hydrating browser both say "narrow" and the real
 * answer follows at once. A page the browser renders itself reads the media query on its first render.
 */
export function useIsWide(): boolean {
  return useMediaQuery(WIDE_QUERY);
}
