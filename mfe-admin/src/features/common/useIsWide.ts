import useMediaQuery from '@mui/material/useMediaQuery';

/** SPEC §9: the mobile threshold is 768 px; below it tables turn into cards. */
export const WIDE_QUERY = '(min-width:768px)';

export function useIsWide(): boolean {
  return useMediaQuery(WIDE_QUERY, { noSsr: true });
}
