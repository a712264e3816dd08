import IconButton from '@mui/material/IconButton';
import LightMode from '@mui/icons-material/LightMode';
import DarkMode from '@mui/icons-material/DarkMode';
import { useThemeMode } from '@app/web-kit';

/**
 * SPEC §2: a sun icon in dark mode (switch to light), a moon icon in light mode (switch to dark). The hint on hover is
 * the browser's own (`title`): MUI's Tooltip would bring Popper into every Lunar page's first load for it.
 */
export function ThemeToggleButton() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton
      onClick={toggleMode}
      aria-label={label}
      title={label}
      data-walkthrough="theme-toggle"
      data-testid="theme-toggle"
      sx={{ color: 'secondary.main', border: 1, borderColor: 'divider' }}
    >
      {mode === 'dark' ? <LightMode data-testid="sun-icon" /> : <DarkMode data-testid="moon-icon" />}
    </IconButton>
  );
}
