import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { businessYear, deliveryPhrase, telHref } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { BrandMark } from './BrandMark';
import { BOOKING_PATH, LANDING_PATH, SECTION_IDS } from './sections';

const column = { display: 'flex', flexDirection: 'column', gap: 1 } as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Typography
      component="h2"
      variant="overline"
      sx={{ color: 'secondary.main', letterSpacing: '0.15em', fontWeight: 700 }}
    >
      {children}
    </Typography>
  );
}

/** Brand, quick links, contact and hours (ET), the legal links and the readings disclaimer. */
export function LunarFooter() {
  const brand = useBrandSettings('lunar');
  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        py: 6,
        borderTop: 1,
        borderColor: (t) => alpha(t.palette.secondary.main, 0.25),
        bgcolor: (t) => alpha(t.palette.background.paper, 0.6),
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <Box sx={column}>
            <BrandMark />
            <Typography color="text.secondary">{brand.tagline}</Typography>
            <Typography color="text.secondary" variant="body2">
              {`Intuitive readings with ${brand.coachName}, ${deliveryPhrase(brand)}.`}
            </Typography>
          </Box>
          <Box sx={column}>
            <FooterHeading>Explore</FooterHeading>
            <Link component={RouterLink} to={`${LANDING_PATH}#${SECTION_IDS.services}`} color="inherit">
              Services
            </Link>
            <Link component={RouterLink} to={BOOKING_PATH} color="inherit">
              Book a Reading
            </Link>
            <Link component={RouterLink} to={`${LANDING_PATH}#${SECTION_IDS.testimonials}`} color="inherit">
              Testimonials
            </Link>
            <Link component={RouterLink} to="/" color="inherit">
              Life Coaching
            </Link>
          </Box>
          <Box sx={column}>
            <FooterHeading>Contact</FooterHeading>
            <Link href={telHref(brand.phone)} color="inherit">
              {brand.phone}
            </Link>
            <Link href={`mailto:${brand.email}`} color="inherit">
              {brand.email}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {brand.hours.weekdays}
              <br />
              {brand.hours.weekends}
              <br />
              Eastern Time
            </Typography>
          </Box>
          <Box sx={column}>
            <FooterHeading>Legal</FooterHeading>
            <Link component={RouterLink} to="/lunar-privacy-policy" color="inherit">
              Privacy Policy
            </Link>
            <Link component={RouterLink} to="/lunar-terms-of-service" color="inherit">
              Terms of Service
            </Link>
          </Box>
        </Box>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820 }}>
          Readings offer spiritual insight and guidance. They are not a substitute for medical, legal, financial or
          psychological advice. Services are for adults 18 and older.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {/* The year in business time, as the server computes it, not in the viewer's zone; the span forgives a
              render that straddles New Year's midnight between the server and the browser. */}
          © <span suppressHydrationWarning>{businessYear(new Date())}</span> {brand.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
