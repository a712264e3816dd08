/** The slot list's layout, shared by the list and its loading placeholder (which must be exactly as tall). */

/**
 * A day has up to two dozen half-hour slots: each day shows its first few, with the rest one click away,
 * so a week of times stays a short page on a phone.
 */
export const SLOTS_SHOWN_PER_DAY = 9;

export const slotButtonSx = { px: 1, flexDirection: 'column', lineHeight: 1.3 } as const;
export const slotGrid = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' };
export const localTimeSx = {
  fontSize: '0.68rem',
  fontWeight: 500,
  textTransform: 'none',
  // Full strength: at this size a faded colour falls under 4.5:1 on the light theme's white (axe, issue 16).
  whiteSpace: 'nowrap',
} as const;
