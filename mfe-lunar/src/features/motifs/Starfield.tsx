import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';

/** Fixed star positions (x%, y%, radius px): a hand-placed sky, so every render and screenshot is the same. */
const STARS: ReadonlyArray<[number, number, number]> = [
  [4, 8, 1.2],
  [12, 22, 0.8],
  [18, 5, 1.6],
  [27, 14, 0.9],
  [33, 31, 1.1],
  [41, 7, 0.8],
  [48, 19, 1.4],
  [56, 4, 0.9],
  [63, 27, 1.2],
  [71, 11, 0.8],
  [78, 24, 1.5],
  [86, 6, 1],
  [93, 17, 0.8],
  [97, 33, 1.2],
  [8, 41, 0.9],
  [22, 52, 1.3],
  [37, 45, 0.8],
  [52, 58, 1],
  [67, 49, 0.9],
  [83, 55, 1.3],
  [91, 46, 0.8],
  [14, 71, 1.1],
  [29, 83, 0.8],
  [44, 76, 1.2],
  [59, 88, 0.9],
  [74, 72, 1.1],
  [88, 84, 0.8],
  [6, 94, 1],
];

/** One tile of the sky as SVG: percentages place each star across the tile, radii stay in pixels (round stars). */
function skyTile(star: string, goldStar: string): string {
  const circles = STARS.map(
    ([x, y, r], i) => `<circle cx="${x}%" cy="${y}%" r="${r}" fill="${i % 5 === 0 ? goldStar : star}"/>`,
  ).join('');
  return `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%">${circles}</svg>`)}")`;
}

/**
 * The night-sky backdrop every Lunar Light page sits on: a violet glow at the top and a field of small
 * stars. The stars are one SVG tile (a data URI: no request), repeated down the page, which the browser rasterises once
 * per tile size: drawn as 28 gradient layers instead, a phone without GPU raster (and Lighthouse's headless Chromium)
 * spent ~400 ms painting the first screen of /lunar-light (issue 31). Light mode keeps the stars as faint violet
 * specks on a dawn-lilac wash so the two themes read as one brand.
 */
export function Starfield({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const star = dark ? alpha('#ffffff', 0.75) : alpha(theme.palette.primary.main, 0.28);
  const goldStar = alpha(theme.palette.secondary.main, dark ? 0.8 : 0.45);
  const glow = dark
    ? `radial-gradient(ellipse 90% 50% at 50% -10%, ${alpha(theme.palette.primary.main, 0.22)}, transparent 70%)`
    : `radial-gradient(ellipse 90% 50% at 50% -10%, ${alpha(theme.palette.primary.main, 0.12)}, transparent 70%)`;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        color: 'text.primary',
        bgcolor: 'background.default',
        backgroundImage: `${glow}, ${skyTile(star, goldStar)}`,
        // The star tile repeats every 900 px so long pages stay starry all the way down.
        backgroundSize: '100% 900px, 100% 900px',
        backgroundRepeat: 'no-repeat, repeat-y',
      }}
    >
      {children}
    </Box>
  );
}
