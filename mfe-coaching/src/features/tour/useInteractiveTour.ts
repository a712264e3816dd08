import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { unlessVisitorActs } from '@app/web-kit';
import { onDemand } from '../../components/onDemand';
import { whenIdle } from '../../components/whenIdle';
import { highlightSection } from './highlightSection';
import { START_WALKTHROUGH_EVENT } from './startWalkthrough';
import { markFirstVisit, markTourSeen, shouldAutoStartTour } from './tourStorage';
import { TOUR_AUTO_START_MS, TOUR_HIGHLIGHT_MS, TOUR_SCROLL_DELAY_MS, TOUR_STEPS } from './tourSteps';

/** The dialog's code (MUI's dialog parts with it): not in the page's first load, fetched when the tour is about to open. */
export const tourDialog = onDemand(() => import('./TourDialog').then((m) => m.TourDialog));

/**
 * The tour's state: open at step 1 on the Tour button or the start-walkthrough event, scroll to each step's
 * section after 500 ms and highlight it for 3 s. With `autoStart`, a first visit opens it by itself 2 s after
 * the page mounted, once the page has loaded and the browser is idle, so the dialog's code never competes with
 * the first screen — and only over a visitor who has not started doing anything: any tap, key or scroll before it
 * is ready keeps it closed (issue 29). It opens once its code is there (a failed fetch leaves it closed; the next
 * start retries).
 */
export function useInteractiveTour(autoStart: boolean) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const theme = useTheme();

  const start = useCallback((quietly = false) => {
    tourDialog.load().then(
      () => {
        const show = () => {
          setStep(0);
          setOpen(true);
        };
        // Opening by itself, it renders in slices between which the page stays responsive (one long task otherwise:
        // ~45 ms on a fast machine, ~180 ms on a phone). Asked for, it opens at once.
        if (quietly) startTransition(show);
        else show();
      },
      () => undefined,
    );
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    markTourSeen();
  }, []);

  useEffect(() => {
    if (!autoStart || !shouldAutoStartTour()) return;
    let cancelled = false;
    let cancelIdle = () => {};
    const stopWatching = unlessVisitorActs(TOUR_AUTO_START_MS, (untouched) => {
      cancelIdle = whenIdle(() => {
        tourDialog.load().then(
          () => {
            if (cancelled || !untouched()) return;
            markFirstVisit();
            start(true);
          },
          () => undefined,
        );
      });
    });
    return () => {
      cancelled = true;
      stopWatching();
      cancelIdle();
    };
  }, [autoStart, start]);

  useEffect(() => {
    const onEvent = () => start();
    window.addEventListener(START_WALKTHROUGH_EVENT, onEvent);
    return () => window.removeEventListener(START_WALKTHROUGH_EVENT, onEvent);
  }, [start]);

  const target = TOUR_STEPS[step]?.target;
  useEffect(() => {
    if (!open || !target) return;
    let cancelHighlight: () => void = () => {};
    const timer = window.setTimeout(() => {
      cancelHighlight = highlightSection(target, theme.palette.primary.main, TOUR_HIGHLIGHT_MS);
    }, TOUR_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelHighlight();
    };
  }, [open, target, theme.palette.primary.main]);

  const last = TOUR_STEPS.length - 1;
  return {
    open,
    step,
    start: () => start(),
    close,
    goTo: (n: number) => setStep(Math.min(Math.max(n, 0), last)),
    next: () => (step >= last ? close() : setStep(step + 1)),
    previous: () => setStep(Math.max(step - 1, 0)),
  };
}
