import { useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import Close from '@mui/icons-material/Close';
import { BrandMark } from './BrandMark';
import { CallButton } from './CallButton';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu';
import { NavItemButton } from './NavItemButton';
import { ThemeToggleButton } from '@app/web-kit';
import { useNavItems } from './useNavItems';
import { DESKTOP, MOBILE } from './sections';

/**
 * The Lunar Light navigation (SPEC §2): back to the coaching site, Services, Book Reading, Tour, the call
 * button and the theme toggle. The toggle stays in the bar on phones too, because the walkthrough's
 * "toggle themes" step points at it.
 */
export function LunarNav() {
  const items = useNavItems();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        backdropFilter: 'blur(10px)',
        bgcolor: (t) => alpha(t.palette.background.default, 0.82),
        borderBottom: 1,
        borderColor: (t) => alpha(t.palette.secondary.main, 0.25),
        color: 'text.primary',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
        <BrandMark />
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, [MOBILE]: { display: 'none' } }}
        >
          {items.map((item) => (
            <NavItemButton key={item.key} item={item} />
          ))}
          <Box sx={{ ml: 1 }}>
            <CallButton compact />
          </Box>
        </Box>
        <ThemeToggleButton
          data-walkthrough="theme-toggle"
          sx={{ color: 'secondary.main', border: 1, borderColor: 'divider' }}
        />
        <IconButton
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setOpen((o) => !o)}
          sx={{ [DESKTOP]: { display: 'none' } }}
        >
          {open ? <Close /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      {/* Drops over the page instead of pushing it down, so closing it cannot move a section being scrolled to. */}
      <Box
        sx={{
          [DESKTOP]: { display: 'none' },
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          bgcolor: 'background.default',
          borderBottom: open ? 1 : 0,
          borderColor: (t) => alpha(t.palette.secondary.main, 0.25),
          boxShadow: open ? 8 : 0,
        }}
      >
        <MobileMenu open={open} items={items} onClose={() => setOpen(false)} />
      </Box>
    </AppBar>
  );
}
