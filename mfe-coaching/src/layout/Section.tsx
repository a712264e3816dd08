import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface SectionProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Alternate sections get a tinted band so the long page reads as distinct blocks. */
  tinted?: boolean;
  children: ReactNode;
  /** Extra anchors that should land on this section (e.g. `coaching-services`). */
  aliases?: string[];
}

/** A home-page section: anchor, heading level 2 (the page's h1 is the hero's), room below the sticky bar. */
export function Section({ id, title, subtitle, tinted, children, aliases = [] }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      data-tour-target={id}
      sx={{
        scrollMarginTop: 72,
        py: { xs: 6, md: 9 },
        bgcolor: tinted ? 'action.hover' : undefined,
        transition: 'box-shadow 300ms ease',
      }}
    >
      {aliases.map((alias) => (
        <Box key={alias} id={alias} sx={{ scrollMarginTop: 72 }} />
      ))}
      <Container maxWidth="lg">
        <Typography
          id={headingId}
          variant="h4"
          component="h2"
          align="center"
          gutterBottom
          sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography align="center" color="text.secondary" sx={{ maxWidth: 720, mx: 'auto', mb: 5 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
