import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** Waxing to full to waning: the lit part of each disc as a fraction, negative = lit from the left. */
const PHASES = [0.15, 0.5, 0.8, 1, -0.8, -0.5, -0.15];

/** A row of moon phases between sections: the brand's ornament in place of a plain rule. */
export function MoonPhaseDivider() {
  const theme = useTheme();
  const gold = theme.palette.secondary.main;
  const shadow = theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.08)' : 'rgba(60,30,120,0.12)';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, py: 2 }} aria-hidden="true">
      {PHASES.map((lit, i) => {
        const r = 7;
        // The terminator is an ellipse whose x-radius shrinks toward the half moon.
        const rx = Math.abs(1 - 2 * Math.abs(lit)) * r;
        const fromRight = lit > 0;
        const gibbous = Math.abs(lit) > 0.5;
        const outer = fromRight ? `M8 1 A${r} ${r} 0 0 1 8 15` : `M8 1 A${r} ${r} 0 0 0 8 15`;
        const inner = `A${rx} ${r} 0 0 ${fromRight === gibbous ? 1 : 0} 8 1`;
        return (
          <svg key={i} width="16" height="16" viewBox="0 0 16 16">
            <circle cx="8" cy="8" r={r} fill={shadow} />
            {Math.abs(lit) === 1 ? (
              <circle cx="8" cy="8" r={r} fill={gold} />
            ) : (
              <path d={`${outer} ${inner}`} fill={gold} />
            )}
          </svg>
        );
      })}
    </Box>
  );
}
