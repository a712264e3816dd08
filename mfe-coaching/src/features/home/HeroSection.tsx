import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { deliveryPhrase } from '@app/contracts';
import { SectionLinkButton, useBrandSettings } from '@app/web-kit';
import { SECTION_IDS, scrollToSection } from '../../layout/sections';

const HIGHLIGHTS = ['No account needed', 'Sessions from 5 minutes', 'Book up to 6 days ahead', 'Pay your way'];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * SPEC §2 hero: the tagline as the page's one h1 and three links to booking, plans and about — real `#` links, so
 * the first tap works before the page hydrates (issue 29). The copy promises video only where a room exists, in the
 * chips under the buttons.
 */
export function HeroSection() {
  const brand = useBrandSettings('coaching');
  return (
    <Box
      component="header"
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        background: `radial-gradient(ellipse at top, ${theme.palette.primary.main}33, transparent 60%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {brand.coachName} · Certified Life Coach
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' }, my: 2 }}>
          {brand.tagline}
        </Typography>
        {/* The same words before and after the brand's settings arrive: a phrase that depends on them here would
            change the paragraph's line count after the first paint and move the buttons under a visitor's thumb. */}
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
          Clear decisions, better habits and real momentum, in short focused sessions. Book a single session or stay on
          track with a monthly plan.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <SectionLinkButton
            variant="contained"
            size="large"
            startIcon={<EventIcon />}
            section={SECTION_IDS.booking}
            scroll={scrollToSection}
          >
            Book a Session
          </SectionLinkButton>
          <SectionLinkButton
            variant="outlined"
            size="large"
            section={SECTION_IDS.subscriptions}
            scroll={scrollToSection}
          >
            Monthly Coaching Plans
          </SectionLinkButton>
          <SectionLinkButton size="large" section={SECTION_IDS.about} scroll={scrollToSection}>
            Learn More
          </SectionLinkButton>
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
          {/* How sessions are delivered sits below the buttons: when the settings arrive, nothing above them moves. */}
          {[capitalize(deliveryPhrase(brand)), ...HIGHLIGHTS].map((h) => (
            <Chip key={h} label={h} variant="outlined" />
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
