import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { businessYear, telHref } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { SECTION_IDS } from './sections';
import { useSectionNavigation } from './useSectionNavigation';

const QUICK_LINKS = [
  { label: 'Services', section: SECTION_IDS.services },
  { label: 'Monthly Plans', section: SECTION_IDS.subscriptions },
  { label: 'Book Session', section: SECTION_IDS.booking },
] as const;

/**
 * SPEC §2 footer: coach details, quick links, legal links and the not-therapy disclaimer. The year is the
 * business's (Eastern) year, so the server and a browser in any time zone write the same one on New Year's Eve.
 */
export function SiteFooter() {
  const brand = useBrandSettings('coaching');
  const goTo = useSectionNavigation();
  const follow = (section: string) => (event: MouseEvent) => {
    event.preventDefault();
    goTo(section);
  };

  return (
    // Room at the bottom so the floating buttons never cover the last lines.
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', pt: 6, pb: { xs: 16, sm: 12 } }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              {brand.name}
            </Typography>
            <Typography color="text.secondary">
              {brand.coachName}, certified life coach. {brand.tagline}.
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              <Link href={telHref(brand.phone)}>{brand.phone}</Link>
              {' · '}
              <Link href={`mailto:${brand.email}`}>{brand.email}</Link>
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
              {brand.hours.weekdays} · {brand.hours.weekends} (Eastern Time)
            </Typography>
          </Box>
          <Box component="nav" aria-label="Quick links">
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} gutterBottom>
              Quick Links
            </Typography>
            <Stack spacing={0.75}>
              {QUICK_LINKS.map((link) => (
                <Link
                  key={link.section}
                  href={`/#${link.section}`}
                  onClick={follow(link.section)}
                  color="text.secondary"
                >
                  {link.label}
                </Link>
              ))}
              <Link component={RouterLink} to="/lunar-light" color="text.secondary">
                Lunar Light
              </Link>
            </Stack>
          </Box>
          <Box component="nav" aria-label="Legal">
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} gutterBottom>
              Legal
            </Typography>
            <Stack spacing={0.75}>
              <Link component={RouterLink} to="/privacy-policy" color="text.secondary">
                Privacy Policy
              </Link>
              <Link component={RouterLink} to="/terms-of-service" color="text.secondary">
                Terms of Service
              </Link>
            </Stack>
          </Box>
        </Box>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary" data-testid="disclaimer">
          Disclaimer: life coaching is not therapy, counseling or medical treatment, and our coaches do not diagnose or
          treat any mental or physical health condition. If you are in crisis or need medical care, contact a licensed
          professional or your local emergency services.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          © {businessYear(new Date())} {brand.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
