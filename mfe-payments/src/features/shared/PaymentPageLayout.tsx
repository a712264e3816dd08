import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import { Link as RouterLink } from 'react-router-dom';
import type { BrandId } from '@app/contracts';
import { ThemeToggleButton, useBrandSettings, useThemeMode } from '@app/web-kit';
import { MAIN_CONTENT_ID } from '@app/contracts';

/** SPEC §9: the mobile layout applies below 768 px. */
const DESKTOP = '@media (min-width: 768px)';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Right side of the header, e.g. "Back to Booking" in the card window. */
  action?: ReactNode;
  /** Where the brand name in the header leads; the card window has no site to go back to. */
  homeHref?: string | null;
  /** Whose name the header shows when it is not the route's theme brand (a Lunar Light card payment). */
  brand?: BrandId;
  children: ReactNode;
}

/** The frame of every payment page: a slim header with the brand, a secure badge and the theme toggle. */
export function PaymentPageLayout({ title, subtitle, action, homeHref = '/', brand, children }: Props) {
  const theme = useThemeMode();
  const settings = useBrandSettings(brand ?? theme.brand);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box
        component="header"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, sm: 3 }, py: 1 }}
      >
        <Container maxWidth="lg" disableGutters sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {homeHref ? (
            <Link component={RouterLink} to={homeHref} underline="hover" color="inherit" sx={{ fontWeight: 700 }}>
              {settings.name}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {settings.name}
            </Typography>
          )}
          <Chip
            icon={<Lock fontSize="small" />}
            label="Secure payment"
            size="small"
            color="success"
            variant="outlined"
            sx={{ display: 'none', [DESKTOP]: { display: 'inline-flex' } }}
          />
          <Box sx={{ flex: 1 }} />
          {action}
          <ThemeToggleButton />
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        maxWidth="lg"
        sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}
      >
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, mb: subtitle ? 1 : { xs: 2.5, sm: 4 } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: { xs: 3, sm: 4 }, maxWidth: 720 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** Summary beside the form on wide screens, above it on phones. */
export function TwoColumns({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: '1fr',
        [DESKTOP]: { gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 1.6fr)', alignItems: 'start' },
      }}
    >
      <Box component="aside" aria-label="Order summary">
        {aside}
      </Box>
      <Box>{children}</Box>
    </Box>
  );
}
