import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useBrandSettings } from '@app/web-kit';
import type { BrandSettings } from '@app/contracts';
import { LunarPageFrame } from '../layout/LunarPageFrame';
import { lunarCardSx } from '../layout/cardSx';
import { LANDING_PATH } from '../layout/sections';
import { MoonGlyph } from '../motifs/MoonGlyph';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** SPEC §2: both legal pages show this date. */
export const LEGAL_LAST_UPDATED = 'August 19, 2025';

function BackLink() {
  return (
    <Button component={RouterLink} to={LANDING_PATH} startIcon={<ArrowBack />} color="secondary">
      Back to Lunar Light
    </Button>
  );
}

/** A legal document on the brand's vellum card: h1, last-updated line, numbered sections, back links. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: (brand: BrandSettings) => LegalSection[];
}) {
  const brand = useBrandSettings('lunar');
  return (
    <LunarPageFrame>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <BackLink />
        <Box
          component="article"
          sx={{
            ...lunarCardSx,
            bgcolor: 'background.paper',
            borderRadius: '20px',
            p: { xs: 2.5, sm: 4, md: 6 },
            mt: 2,
          }}
        >
          <Box sx={{ textAlign: 'center', mb: 4 }}>
            <MoonGlyph size={44} />
            <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mt: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Last updated: {LEGAL_LAST_UPDATED}
            </Typography>
          </Box>
          <Typography sx={{ mb: 3 }}>{intro}</Typography>
          {sections(brand).map((s, i) => (
            <Box component="section" key={s.heading} sx={{ mb: 3.5 }}>
              <Typography component="h2" variant="h5" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1 }}>
                <Box component="span" sx={{ color: 'secondary.main', mr: 1 }}>
                  {i + 1}.
                </Box>
                {s.heading}
              </Typography>
              {s.paragraphs?.map((p) => (
                <Typography key={p} sx={{ mb: 1.25, lineHeight: 1.7 }}>
                  {p}
                </Typography>
              ))}
              {s.items && (
                <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 3 }}>
          <BackLink />
        </Box>
      </Container>
    </LunarPageFrame>
  );
}
