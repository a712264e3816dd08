import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { MoonGlyph } from '../motifs/MoonGlyph';
import { HIGHLIGHT_ATTR, useStepHighlight } from './useStepHighlight';
import type { WalkthroughState } from './useWalkthrough';
import { WALKTHROUGH_STEPS } from './walkthroughSteps';

/**
 * The tour's card: non-modal, at the bottom of the screen (the visitor can try the highlighted control while it is
 * open), "Step n of 6", Next / Complete and Skip Tour; Escape skips. Its own chunk: see Walkthrough.
 */
export function WalkthroughCard({ step, requested, next, skip }: WalkthroughState) {
  const theme = useTheme();
  const panel = useRef<HTMLDivElement>(null);
  const current = step === null ? undefined : WALKTHROUGH_STEPS[step];
  useStepHighlight(current?.target);
  // While the card slides out after the last click, keep showing the step it was on instead of an empty card.
  const lastShown = useRef(0);
  if (step !== null) lastShown.current = step;
  const shownIndex = step ?? lastShown.current;
  const shown = WALKTHROUGH_STEPS[shownIndex];

  useEffect(() => {
    if (step !== null && requested) panel.current?.focus();
  }, [step, requested]);

  const glow = alpha(theme.palette.secondary.main, 0.35);
  const last = shownIndex === WALKTHROUGH_STEPS.length - 1;

  return (
    <>
      <GlobalStyles
        styles={{
          [`[${HIGHLIGHT_ATTR}="true"]`]: {
            outline: `3px solid ${theme.palette.secondary.main}`,
            outlineOffset: 4,
            boxShadow: `0 0 0 10px ${glow}, 0 0 40px ${glow}`,
            transition: 'box-shadow 300ms, outline-color 300ms',
          },
          [`section[${HIGHLIGHT_ATTR}="true"]`]: {
            outlineOffset: -6,
            borderRadius: 24,
            boxShadow: `inset 0 0 60px ${glow}`,
          },
        }}
      />
      <Slide direction="up" in={current !== undefined} mountOnEnter unmountOnExit>
        <Paper
          ref={panel}
          role="dialog"
          aria-modal="false"
          aria-labelledby="walkthrough-title"
          aria-describedby="walkthrough-body"
          tabIndex={-1}
          elevation={12}
          onKeyDown={(e) => e.key === 'Escape' && skip()}
          sx={{
            position: 'fixed',
            zIndex: (t) => t.zIndex.modal,
            bottom: { xs: 12, sm: 24 },
            left: { xs: 12, sm: 'auto' },
            right: { xs: 12, sm: 24 },
            width: { sm: 400 },
            p: 3,
            borderRadius: '20px',
            border: 1,
            borderColor: alpha(theme.palette.secondary.main, 0.5),
            backgroundImage: `linear-gradient(150deg, ${alpha(theme.palette.primary.main, 0.18)}, transparent 70%)`,
            outline: 'none',
          }}
        >
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Chip label={`Step ${shownIndex + 1} of ${WALKTHROUGH_STEPS.length}`} size="small" color="secondary" />
              <MoonGlyph size={26} />
            </Box>
            <Typography id="walkthrough-title" component="h2" variant="h5" sx={{ fontSize: '1.6rem' }}>
              {shown.title}
            </Typography>
            <Typography id="walkthrough-body" color="text.secondary" sx={{ mt: 1 }}>
              {shown.body}
            </Typography>
            <Box aria-hidden="true" sx={{ display: 'flex', gap: 0.75, mt: 2 }}>
              {WALKTHROUGH_STEPS.map((s, i) => (
                <Box
                  key={s.key}
                  sx={{
                    width: i === shownIndex ? 22 : 8,
                    height: 8,
                    borderRadius: '4px',
                    bgcolor: i <= shownIndex ? 'secondary.main' : 'divider',
                    transition: 'width 200ms',
                  }}
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2.5, gap: 1 }}>
              {last ? (
                <span />
              ) : (
                <Button onClick={skip} color="inherit">
                  Skip Tour
                </Button>
              )}
              <Button variant="contained" color="secondary" onClick={next} sx={{ borderRadius: 999, px: 3 }}>
                {last ? 'Complete' : 'Next'}
              </Button>
            </Box>
          </>
        </Paper>
      </Slide>
    </>
  );
}
