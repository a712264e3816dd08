import { alpha, type Theme } from '@mui/material/styles';
import type { BrandId } from '@app/contracts';

/** A few fixed stars (x%, y%, radius px), so every render and screenshot is the same. */
const STARS: ReadonlyArray<[number, number, number]> = [
  [5, 9, 1.2],
  [17, 4, 1.5],
  [29, 16, 0.9],
  [43, 6, 0.8],
  [57, 12, 1.3],
  [69, 3, 0.9],
  [82, 15, 1.4],
  [94, 7, 0.8],
  [9, 38, 0.9],
  [36, 47, 0.8],
  [63, 41, 1.1],
  [88, 52, 0.9],
  [21, 74, 1],
  [52, 81, 0.8],
  [77, 69, 1.2],
];

/**
 * The page background in the brand's manner. Lunar Light pages sit on a night sky (a violet glow at the top and
 * small stars, as on the Lunar Light site); the coaching brand keeps its plain, calm background.
 */
export function brandBackdrop(brand: BrandId) {
  if (brand !== 'lunar') return { bgcolor: 'background.default' };
  return (theme: Theme) => {
    const dark = theme.palette.mode === 'dark';
    const star = dark ? alpha('#ffffff', 0.7) : alpha(theme.palette.primary.main, 0.25);
    const gold = alpha(theme.palette.secondary.main, dark ? 0.8 : 0.45);
    const dots = STARS.map(([x, y, r], i) => {
      const colour = i % 4 === 0 ? gold : star;
      return `radial-gradient(${r}px ${r}px at ${x}% ${y}%, ${colour} 99%, transparent 100%)`;
    });
    const tint = alpha(theme.palette.primary.main, dark ? 0.22 : 0.12);
    const glow = `radial-gradient(ellipse 90% 50% at 50% -10%, ${tint}, transparent 70%)`;
    return {
      bgcolor: 'background.default',
      backgroundImage: [glow, ...dots].join(', '),
      backgroundSize: ['100% 900px', ...STARS.map(() => '100% 900px')].join(', '),
      backgroundRepeat: ['no-repeat', ...STARS.map(() => 'repeat-y')].join(', '),
    };
  };
}
