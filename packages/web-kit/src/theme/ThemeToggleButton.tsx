import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import SunIcon from '@mui/icons-material/LightMode';
import MoonIcon from '@mui/icons-material/DarkMode';
import { useThemeMode } from './ThemeModeProvider';

/** The one name of the theme switch on every page of both brands (issue 18: four toggles said it two ways). */
export function themeToggleLabel(mode: 'dark' | 'light'): string {
  return mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
}

/**
 * SPEC §2: a sun in dark mode (click for light), a moon in light mode (click for dark). The hint is the browser's
 * own (`title`): MUI's Tooltip would bring Popper and the rest of MUI's `more` tier into every page's first load.
 * A brand's look comes in through `sx`; data attributes (a walkthrough's anchor) pass through.
 */
export function ThemeToggleButton({ sx, ...rest }: Pick<IconButtonProps, 'sx'> & { [data: `data-${string}`]: string }) {
  const { mode, toggleMode } = useThemeMode();
  const label = themeToggleLabel(mode);
  return (
    <IconButton
      color="inherit"
      {...rest}
      onClick={toggleMode}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      sx={sx}
    >
      {mode === 'dark' ? <SunIcon data-testid="sun-icon" /> : <MoonIcon data-testid="moon-icon" />}
    </IconButton>
  );
}
