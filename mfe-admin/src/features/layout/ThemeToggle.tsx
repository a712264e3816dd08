import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Sun from '@mui/icons-material/LightMode';
import Moon from '@mui/icons-material/DarkMode';
import { useThemeMode } from '@app/web-kit';

/** SPEC §2: a sun icon in dark mode (switch to light) and a moon icon in light mode. */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggleMode} aria-label={label} color="inherit">
        {mode === 'dark' ? <Sun /> : <Moon />}
      </IconButton>
    </Tooltip>
  );
}
