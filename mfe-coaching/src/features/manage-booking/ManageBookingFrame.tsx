import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MoonIcon from '@mui/icons-material/NightsStay';
import GrowthIcon from '@mui/icons-material/TrendingUp';
import { telHref, type BrandId, MAIN_CONTENT_ID } from '@app/contracts';
import { ThemeToggleButton, useBrandSettings } from '@app/web-kit';
import { brandBackdrop } from './brandBackdrop';

const HOME: Record<BrandId, string> = { coaching: '/', lunar: '/lunar-light' };
const page = { minHeight: '100vh', display: 'flex', flexDirection: 'column', color: 'text.primary' } as const;

/**
 * The manage page's own frame in the booking's brand: a slim header (brand home link, theme toggle), the one h1
 * and a contact line. Not the coaching site's navigation: a Lunar Light booking must not wear the coaching chrome.
 */
export function ManageBookingFrame({ brand, children }: { brand: BrandId; children: ReactNode }) {
  const settings = useBrandSettings(brand);
  const Icon = brand === 'lunar' ? MoonIcon : GrowthIcon;
  return (
    <Box sx={[page, brandBackdrop(brand)]}>
      <Box
        component="header"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: (t) => alpha(t.palette.background.paper, 0.85) }}
      >
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <Icon color="secondary" aria-hidden />
          <Link
            component={RouterLink}
            to={HOME[brand]}
            underline="hover"
            color="inherit"
            sx={{ fontFamily: (t) => t.typography.h1.fontFamily, fontWeight: 700, fontSize: '1.25rem', flex: 1 }}
          >
            {settings.name}
          </Link>
          <ThemeToggleButton />
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} maxWidth="md" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 3 }}>
          {brand === 'lunar' ? 'Manage Your Reading' : 'Manage Your Booking'}
        </Typography>
        {children}
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">
          Questions? Call <Link href={telHref(settings.phone)}>{settings.phone}</Link> or write to{' '}
          <Link href={`mailto:${settings.email}`}>{settings.email}</Link>.
        </Typography>
      </Box>
    </Box>
  );
}
