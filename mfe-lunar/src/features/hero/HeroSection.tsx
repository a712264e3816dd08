import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { deliveryPhrase } from '@app/contracts';
import { SectionLinkButton, useBrandSettings } from '@app/web-kit';
import { MoonGlyph } from '../motifs/MoonGlyph';
import { SECTION_IDS, scrollToSection } from '../layout/sections';

const HIGHLIGHTS = ['Tarot', 'Reiki', 'Channeling', 'Love & Career'];

/**
 * The page's one h1, the full moon, and the two calls to action: real `#` links, so "Get Your Reading" works on the
 * first tap, before hydration (issue 29). Video is promised only where Lunar Light has a room.
 */
export function HeroSection() {
  const brand = useBrandSettings('lunar');
  return (
    <Box
      component="section"
      id={SECTION_IDS.hero}
      aria-labelledby="lunar-hero-heading"
      sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 4, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
            textAlign: { xs: 'center', md: 'left' },
          }}
        >
          <Box>
            <Typography
              component="p"
              variant="overline"
              sx={{ color: 'secondary.main', letterSpacing: '0.3em', fontWeight: 700 }}
            >
              {brand.tagline}
            </Typography>
            <Typography
              id="lunar-hero-heading"
              variant="h1"
              sx={{
                fontSize: { xs: '3.4rem', sm: '4.5rem', md: '5.5rem' },
                lineHeight: 1,
                letterSpacing: '0.02em',
                my: 2,
              }}
            >
              Lunar Light
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.1rem', md: '1.3rem' },
                color: 'text.secondary',
                maxWidth: 560,
                mx: { xs: 'auto', md: 0 },
              }}
            >
              Clarity for the questions that keep you up at night. Intuitive psychic, tarot and reiki readings with{' '}
              {`${brand.coachName}, ${deliveryPhrase(brand)}, from wherever you are.`}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 4, justifyContent: { xs: 'center', md: 'flex-start' } }}
            >
              <SectionLinkButton
                variant="contained"
                color="secondary"
                size="large"
                startIcon={<AutoAwesome />}
                section={SECTION_IDS.booking}
                scroll={scrollToSection}
                sx={{ px: 4, py: 1.5, borderRadius: 999 }}
              >
                Get Your Reading
              </SectionLinkButton>
              <SectionLinkButton
                variant="outlined"
                size="large"
                section={SECTION_IDS.services}
                scroll={scrollToSection}
                sx={{ px: 4, py: 1.5, borderRadius: 999 }}
              >
                Explore Services
              </SectionLinkButton>
            </Stack>
            <Box
              component="ul"
              aria-label="Reading styles"
              sx={{
                listStyle: 'none',
                p: 0,
                mt: 4,
                mb: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                justifyContent: { xs: 'center', md: 'flex-start' },
              }}
            >
              {HIGHLIGHTS.map((h) => (
                <Box component="li" key={h} sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
                  <Box component="span" aria-hidden="true" sx={{ color: 'secondary.main', mr: 0.75 }}>
                    ☾
                  </Box>
                  {h}
                </Box>
              ))}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', order: { xs: -1, md: 0 } }}>
            <Box sx={{ width: { xs: 180, sm: 240, md: 380 }, '& svg': { width: '100%', height: 'auto' } }}>
              <MoonGlyph size={380} phase="full" />
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
