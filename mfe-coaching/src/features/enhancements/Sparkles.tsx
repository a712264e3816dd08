import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import SparkleIcon from '@mui/icons-material/AutoAwesome';

const twinkle = keyframes`
  0%, 100% { opacity: 0.15; transform: translateY(0) scale(0.9); }
  50% { opacity: 0.55; transform: translateY(-12px) scale(1.1); }
`;

/** Fixed positions (percent of the viewport) in the page margins, clear of text and the floating buttons. */
const SPARKLES = [
  { left: 0.5, top: 18, size: 14, delay: 0 },
  { left: 98, top: 24, size: 12, delay: 1.2 },
  { left: 1, top: 62, size: 10, delay: 2.1 },
  { left: 97.5, top: 40, size: 14, delay: 0.6 },
  { left: 0.5, top: 40, size: 12, delay: 1.8 },
  { left: 98, top: 58, size: 10, delay: 2.6 },
];

/** SPEC §2 decorative floating sparkles; still (no motion) for visitors who ask for reduced motion. */
export function Sparkles() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Box
      aria-hidden
      sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 0, overflow: 'hidden' }}
      data-testid="sparkles"
    >
      {SPARKLES.map((s, i) => (
        <SparkleIcon
          key={i}
          sx={{
            position: 'absolute',
            left: `${s.left}%`,
            top: `${s.top}%`,
            fontSize: s.size,
            color: 'secondary.main',
            opacity: 0.3,
            animation: reduceMotion ? 'none' : `${twinkle} 4s ease-in-out ${s.delay}s infinite`,
          }}
        />
      ))}
    </Box>
  );
}
