import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';

/** How many stars a value shows: whole ones, a half from .5 up (an average of 4.7 reads as four and a half). */
function starShapes(value: number): Array<'full' | 'half' | 'empty'> {
  return Array.from({ length: 5 }, (_, i) => (value >= i + 1 ? 'full' : value >= i + 0.5 ? 'half' : 'empty'));
}

/**
 * The stars a customer gave (DESIGN §3, overriding SPEC's "five for everyone"), or an average: filled stars in the
 * accent colour, the rest outlined, and one label for screen readers ("Rated 3 out of 5 stars").
 */
export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const label = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return (
    <Box
      role="img"
      aria-label={`Rated ${label} out of 5 stars`}
      data-rating={label}
      sx={{ display: 'inline-flex', color: 'secondary.main', lineHeight: 0 }}
    >
      {starShapes(value).map((shape, i) => {
        const Icon = shape === 'full' ? Star : shape === 'half' ? StarHalf : StarBorder;
        return <Icon key={i} data-star={shape} sx={{ fontSize: size }} aria-hidden="true" />;
      })}
    </Box>
  );
}
