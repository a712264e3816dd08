import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { unlessVisitorActs } from '@app/web-kit';
import { isTourSeen } from '../tour/tourStorage';

export const WALKTHROUGH_SEEN_KEY = 'coaching-guided-walkthrough-seen';

const STEPS = [
  {
    title: 'A few extras for you',
    text: 'Three small tools live at the bottom right of the page. Here is what they do.',
    widget: null,
  },
  { title: 'Community', text: 'Coaching tips and a preview of our discussion forum.', widget: 'community' },
  { title: 'Large text', text: 'Makes all text on the site larger. Click again to go back.', widget: 'large-text' },
  {
    title: 'Show or hide extras',
    text: 'Switches these extras off for this visit. They come back next time you load the site.',
    widget: 'v2-toggle',
  },
] as const;

function seen(): boolean {
  try {
    return window.localStorage.getItem(WALKTHROUGH_SEEN_KEY) === 'true';
  } catch {
    return true;
  }
}

/**
 * SPEC §2 guided walkthrough of the V2 features. It starts by itself only on a later visit, once the interactive
 * tour was seen on an earlier one, and only over a visitor who has not started doing anything. Never straight after
 * the tour closes: a second overlay chained to the first was one dead end too many (issue 29).
 */
export function GuidedWalkthrough() {
  const [step, setStep] = useState<number | null>(null);
  const theme = useTheme();

  useEffect(() => {
    if (seen() || !isTourSeen()) return;
    return unlessVisitorActs(1000, () => !seen() && setStep(0));
  }, []);

  const widget = step === null ? null : STEPS[step].widget;
  useEffect(() => {
    const el = widget ? document.querySelector<HTMLElement>(`[data-widget="${widget}"]`) : null;
    if (!el) return;
    el.style.outline = `3px solid ${theme.palette.secondary.main}`;
    el.style.outlineOffset = '3px';
    return () => {
      el.style.outline = '';
      el.style.outlineOffset = '';
    };
  }, [widget, theme.palette.secondary.main]);

  if (step === null) return null;
  const end = () => {
    try {
      window.localStorage.setItem(WALKTHROUGH_SEEN_KEY, 'true');
    } catch {
      // Storage blocked: it may show again next visit.
    }
    setStep(null);
  };
  const last = step === STEPS.length - 1;
  const current = STEPS[step];

  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby="walkthrough-title"
      elevation={8}
      data-testid="guided-walkthrough"
      sx={{
        position: 'fixed',
        right: 80,
        bottom: 16,
        width: 300,
        maxWidth: 'calc(100vw - 112px)',
        p: 2,
        zIndex: (t) => t.zIndex.speedDial + 1,
        border: 1,
        borderColor: 'secondary.main',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {step + 1} of {STEPS.length}
      </Typography>
      <Typography id="walkthrough-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {current.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {current.text}
      </Typography>
      <Button size="small" onClick={end}>
        Skip
      </Button>
      <Button
        size="small"
        variant="contained"
        sx={{ float: 'right' }}
        onClick={() => (last ? end() : setStep(step + 1))}
      >
        {last ? 'Done' : 'Next'}
      </Button>
    </Paper>
  );
}
