import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandId } from '@app/contracts';

export type ThemeMode = 'dark' | 'light';

/**
 * Two brands with their own look: coaching is calm teal and warm amber on a clean sans-serif;
 * Lunar Light is midnight violet and moon gold with a serif display face.
 */
const palettes = {
  coaching: {
    dark: { primary: '#4fd1c5', secondary: '#f6ad55', background: '#0e1a24', paper: '#13232f', text: '#e8f1f5' },
    light: { primary: '#0f766e', secondary: '#b45309', background: '#f6f8fa', paper: '#ffffff', text: '#132029' },
  },
  lunar: {
    // Moon gold is a warm, slightly muted gold (not a signal yellow); light-mode gold is darkened to keep 4.5:1 on white.
    dark: {
      primary: '#c4b5fd',
      secondary: '#f0c75e',
      background: '#0b0a1f',
      paper: '#16132f',
      text: '#efeaff',
      textSecondary: '#b9b1d6',
    },
    light: {
      primary: '#5b21b6',
      secondary: '#8a5a0b',
      background: '#faf7ff',
      paper: '#ffffff',
      text: '#1e1436',
      textSecondary: '#574d73',
    },
  },
} as const;

const cache = new Map<string, Theme>();

export function brandTheme(brand: BrandId, mode: ThemeMode): Theme {
  const key = `${brand}:${mode}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const p = palettes[brand][mode];
  const display =
    brand === 'lunar'
      ? '"Cormorant Garamond", Georgia, "Times New Roman", serif'
      : '"Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
  const theme = createTheme({
    palette: {
      mode,
      primary: { main: p.primary },
      secondary: { main: p.secondary },
      background: { default: p.background, paper: p.paper },
      text: { primary: p.text, ...('textSecondary' in p ? { secondary: p.textSecondary } : {}) },
      // MUI's light warning orange (#ed6c02) carries white text at 3:1, below WCAG AA: every filled warning chip
      // (unread messages, awaiting payment, the device-date check) failed axe. Amber 700 keeps white text at 5:1.
      ...(mode === 'light' ? { warning: { main: '#b45309' } } : {}),
    },
    shape: { borderRadius: brand === 'lunar' ? 16 : 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
      h1: { fontFamily: display, fontWeight: 700 },
      h2: { fontFamily: display, fontWeight: 700 },
      h3: { fontFamily: display, fontWeight: 600 },
      h4: { fontFamily: display, fontWeight: 600 },
      // Lunar Light sets card and section titles in the serif too; coaching keeps them in the body face.
      ...(brand === 'lunar'
        ? { h5: { fontFamily: display, fontWeight: 600 }, h6: { fontFamily: display, fontWeight: 600 } }
        : {}),
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Issue 16: keyboard focus was a faint ripple. One ring, in the brand's primary (≥ 3:1 on its background in both
      // modes), on whatever the keyboard reaches: buttons, links, chips, tabs, radios, cards. Text fields keep MUI's
      // focused border instead (a ring inside the field's own border reads as a double border); targets focused only
      // by script (tabindex -1, e.g. a skipped-to <main>) get none.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible:not(.MuiInputBase-input):not([tabindex="-1"])': {
            outline: `3px solid ${p.primary}`,
            outlineOffset: 2,
          },
          // Controls whose focusable part is an invisible input (radios, checkboxes, star ratings) or a select's
          // inner box: the ring goes on the part a visitor sees.
          '.PrivateSwitchBase-root:has(> input:focus-visible), .MuiRating-root:has(input:focus-visible), .MuiInputBase-root:has(> .MuiSelect-select:focus-visible)':
            { outline: `3px solid ${p.primary}`, outlineOffset: 2 },
          // A text field's focused border from CSS alone: a field in a section whose code has not arrived yet (the
          // server's HTML, no React to add Mui-focused) still shows where the keyboard is.
          '.MuiOutlinedInput-root:has(> .MuiInputBase-input:focus-visible) > .MuiOutlinedInput-notchedOutline': {
            borderColor: p.primary,
            borderWidth: 2,
          },
        },
      },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
  cache.set(key, theme);
  return theme;
}
