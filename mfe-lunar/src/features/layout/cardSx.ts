import { alpha, type Theme } from '@mui/material/styles';

/**
 * The brand's card surface: a faint gold hairline and a violet wash over the paper colour, so cards read
 * as lit glass on the night sky in dark mode and as vellum in light mode.
 */
export const lunarCardSx = {
  border: 1,
  borderColor: (t: Theme) => alpha(t.palette.secondary.main, t.palette.mode === 'dark' ? 0.22 : 0.35),
  backgroundImage: (t: Theme) =>
    `linear-gradient(160deg, ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.1 : 0.05)}, transparent 60%)`,
  boxShadow: (t: Theme) =>
    t.palette.mode === 'dark'
      ? `0 10px 30px ${alpha('#000', 0.35)}`
      : `0 8px 24px ${alpha(t.palette.primary.main, 0.08)}`,
} as const;
