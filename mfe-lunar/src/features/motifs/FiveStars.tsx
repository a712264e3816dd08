import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';

/** SPEC §3: every shown review carries five stars, whatever its stored rating. */
export function FiveStars({ size = 18 }: { size?: number }) {
  return (
    <Box
      role="img"
      aria-label="Rated 5 out of 5 stars"
      sx={{ display: 'inline-flex', color: 'secondary.main', lineHeight: 0 }}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} sx={{ fontSize: size }} aria-hidden="true" />
      ))}
    </Box>
  );
}
