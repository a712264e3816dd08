import { useId } from 'react';
import { useTheme } from '@mui/material/styles';

interface MoonGlyphProps {
  /** Rendered width and height in px. */
  size: number;
  /** `full`: a cratered full moon with a halo; `crescent`: the brand mark. */
  phase?: 'full' | 'crescent';
}

/** The brand's moon, drawn in SVG so it stays crisp at any size and follows the theme's gold. */
export function MoonGlyph({ size, phase = 'crescent' }: MoonGlyphProps) {
  const theme = useTheme();
  const uid = useId().replace(/:/g, '');
  const gold = theme.palette.secondary.main;
  const dark = theme.palette.mode === 'dark';
  // The full moon keeps a luminous gold in both themes; light mode's darker text gold would look like bronze.
  const moon = '#f0c75e';
  const halo = dark ? moon : theme.palette.primary.main;
  const glow = dark ? 0.55 : 0.18;

  if (phase === 'crescent') {
    return (
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <mask id={`cut-${uid}`}>
            <rect width="32" height="32" fill="white" />
            <circle cx="21" cy="12" r="11" fill="black" />
          </mask>
        </defs>
        <circle cx="15" cy="16" r="13" fill={gold} mask={`url(#cut-${uid})`} />
        <path d="M25 22.5l.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" fill={gold} opacity="0.85" />
      </svg>
    );
  }

  return (
    <svg width={size} height={size} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`halo-${uid}`} cx="50%" cy="50%" r="50%">
          <stop offset="55%" stopColor={halo} stopOpacity={glow} />
          <stop offset="100%" stopColor={halo} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`face-${uid}`} cx="38%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#fff8e1" />
          <stop offset="60%" stopColor={moon} />
          <stop offset="100%" stopColor="#c99a36" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="98" fill={`url(#halo-${uid})`} />
      <circle cx="100" cy="100" r="62" fill={`url(#face-${uid})`} />
      <g fill="#8a6a22" opacity="0.22">
        <circle cx="82" cy="84" r="11" />
        <circle cx="118" cy="112" r="15" />
        <circle cx="92" cy="126" r="6" />
        <circle cx="124" cy="78" r="5" />
      </g>
    </svg>
  );
}
