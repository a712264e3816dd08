import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import TourIcon from '@mui/icons-material/Tour';
import BrandIcon from '@mui/icons-material/Psychology';
import { telHref } from '@app/contracts';
import { ThemeToggleButton, useBrandSettings } from '@app/web-kit';
import { startWalkthrough } from '../features/tour/startWalkthrough';
import { MobileNavMenu } from './MobileNavMenu';
import { NAV_LINKS } from './navLinks';
import { MOBILE_MEDIA, onlyIn, useIsMobile } from './useIsMobile';
import { onlyInNav, useIsCompactNav } from './useIsCompactNav';
import { useSectionNavigation } from './useSectionNavigation';

/**
 * The same space around every link (issue 16): MUI's 64 px minimum width padded short labels ("Plans") and not long
 * ones ("Lunar Light"), so the gaps looked uneven.
 */
const NAV_LINK_SX = { minWidth: 0, px: 1.25, whiteSpace: 'nowrap' } as const;

/** SPEC §2 navigation bar: sections, the Lunar Light link, Tour, the phone as a tel link, the theme toggle. */
export function NavBar() {
  const brand = useBrandSettings('coaching');
  // null while the width is unknown (server, hydration): then both layouts render and CSS picks one.
  const isMobile = useIsMobile();
  // Below 1200 px the section links are in the menu (one row of navigation at every width, issue 16).
  const compact = useIsCompactNav();
  const goTo = useSectionNavigation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A section picked in the open mobile menu: scrolled to once the menu has collapsed, because the
  // collapsing menu shortens the page above the target and would leave a scroll started earlier off target.
  const [pendingSection, setPendingSection] = useState<string | null>(null);
  const onHome = pathname === '/';

  const follow = (section: string) => (event: MouseEvent) => {
    event.preventDefault();
    if (menuOpen) {
      setPendingSection(section);
      setMenuOpen(false);
    } else {
      goTo(section);
    }
  };
  const afterMenuClosed = () => {
    if (pendingSection) goTo(pendingSection);
    setPendingSection(null);
  };

  const tourButton = (layout: 'desktop' | 'mobile') =>
    onHome && (
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<TourIcon />}
        onClick={() => {
          setMenuOpen(false);
          startWalkthrough();
        }}
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap', ...onlyIn(layout, isMobile) }}
      >
        Tour
      </Button>
    );

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ columnGap: 1, py: 1 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto' }}
        >
          <BrandIcon color="primary" />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {brand.name}
          </Typography>
        </Box>

        {compact !== true && (
          <Box sx={{ display: 'flex', gap: 0.5, ...onlyInNav('links', compact) }}>
            <Button color="inherit" component={RouterLink} to="/lunar-light" size="small" sx={NAV_LINK_SX}>
              Lunar Light
            </Button>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.section}
                color="inherit"
                size="small"
                href={`/#${link.section}`}
                onClick={follow(link.section)}
                sx={NAV_LINK_SX}
              >
                {link.label}
              </Button>
            ))}
          </Box>
        )}

        {/* Tighter on the narrowest phones: at 320 px the bar was 4 px wider than the screen (issue 16). */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: { lg: 2 } }}>
          {isMobile !== true && tourButton('desktop')}
          <Button
            color="primary"
            href={telHref(brand.phone)}
            startIcon={<PhoneIcon />}
            aria-label={`Call ${brand.phone}`}
            sx={{
              whiteSpace: 'nowrap',
              minWidth: 0,
              px: isMobile ? 1 : 1.5,
              ...(isMobile === null && { [MOBILE_MEDIA]: { px: 1 } }),
            }}
          >
            {isMobile === null ? (
              <Box component="span" sx={{ [MOBILE_MEDIA]: { display: 'none' } }}>
                {brand.phone}
              </Box>
            ) : isMobile ? null : (
              brand.phone
            )}
          </Button>
          <ThemeToggleButton />
          {compact !== false && (
            <IconButton
              color="inherit"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
              sx={onlyInNav('menu', compact)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          )}
        </Box>
      </Toolbar>
      {compact !== false && (
        <MobileNavMenu
          open={menuOpen}
          phone={brand.phone}
          onFollow={follow}
          onLunar={() => setMenuOpen(false)}
          onClosed={afterMenuClosed}
          tourButton={isMobile !== false && tourButton('mobile')}
        />
      )}
    </AppBar>
  );
}
