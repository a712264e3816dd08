import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SunIcon from '@mui/icons-material/LightMode';
import MoonIcon from '@mui/icons-material/DarkMode';
import { useThemeMode } from '@app/web-kit';

/** SPEC §2: a sun in dark mode (click for light), a moon in light mode (click for dark). */
export function ThemeToggleButton() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleMode} aria-label={label} data-testid="theme-toggle">
        {mode === 'dark' ? <SunIcon data-testid="sun-icon" /> : <MoonIcon data-testid="moon-icon" />}
      </IconButton>
    </Tooltip>
  );
}
