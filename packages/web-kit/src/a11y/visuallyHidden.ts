/** Text for screen readers only (an extra word in a heading, a loading announcement, a column header with no visible label). */
export const visuallyHidden = {
  position: 'absolute',
  // Strings on purpose: in `sx`, a number ≤ 1 means a percentage (1 = 100%).
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
