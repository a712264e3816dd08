import IconButton from '@mui/material/IconButton';
import SunIcon from '@mui/icons-material/LightMode';
import MoonIcon from '@mui/icons-material/DarkMode';
import { useThemeMode } from '@app/web-kit';

/**
 * SPEC §2: a sun in dark mode (click for light), a moon in light mode (click for dark). The hint is the browser's
 * own (`title`): MUI's Tooltip would bring Popper and the rest of MUI's `more` tier into every page's first load.
 */
export function ThemeToggleButton() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton color="inherit" onClick={toggleMode} aria-label={label} title={label} data-testid="theme-toggle">
      {mode === 'dark' ? <SunIcon data-testid="sun-icon" /> : <MoonIcon data-testid="moon-icon" />}
    </IconButton>
  );
}
