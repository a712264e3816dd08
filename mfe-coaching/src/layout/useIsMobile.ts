import useMediaQuery from '@mui/material/useMediaQuery';

/** SPEC §9: below 768 px the site uses its mobile layout (MUI's own `md` breakpoint is 900 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
