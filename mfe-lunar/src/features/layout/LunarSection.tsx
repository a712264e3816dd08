import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface LunarSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * One landing-page section: a gold eyebrow, a serif h2 and an intro, centred like a page of a reading
 * journal. scroll-margin keeps the heading clear of the sticky nav when a link scrolls here.
 */
export function LunarSection({ id, eyebrow, title, intro, children }: LunarSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 72 }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'secondary.main', letterSpacing: '0.25em', fontWeight: 700 }}
          >
            ✦ {eyebrow} ✦
          </Typography>
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.05rem' }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
