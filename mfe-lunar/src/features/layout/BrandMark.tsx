import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { MoonGlyph } from '../motifs/MoonGlyph';
import { LANDING_PATH } from './sections';

/** Crescent + wordmark, linking to the landing page. Not a heading: each page has its own single h1. */
export function BrandMark() {
  return (
    <Box
      component={RouterLink}
      to={LANDING_PATH}
      aria-label="Lunar Light home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontFamily: (t) => t.typography.h1.fontFamily,
        fontSize: '1.45rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        whiteSpace: 'nowrap',
        borderRadius: '8px',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 4 },
      }}
    >
      <MoonGlyph size={30} />
      Lunar Light
    </Box>
  );
}
