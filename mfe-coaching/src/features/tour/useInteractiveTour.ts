import { useCallback, useEffect, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { highlightSection } from './highlightSection';
import { START_WALKTHROUGH_EVENT } from './startWalkthrough';
import { markFirstVisit, markTourSeen, shouldAutoStartTour } from './tourStorage';
import { TOUR_AUTO_START_MS, TOUR_HIGHLIGHT_MS, TOUR_SCROLL_DELAY_MS, TOUR_STEPS } from './tourSteps';

/** Fired when the tour closes, so the guided walkthrough of the extras can follow it. */
export const TOUR_CLOSED_EVENT = 'coaching-tour-closed';

/**
 * The tour's state: auto-open 2 s after a first visit (when `autoStart`), open at step 1 on the Tour button
 * or the start-walkthrough event, scroll to each step's section after 500 ms and highlight it for 3 s.
 */
export function useInteractiveTour(autoStart: boolean) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const theme = useTheme();

  const start = useCallback(() => {
    setStep(0);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    markTourSeen();
    window.dispatchEvent(new Event(TOUR_CLOSED_EVENT));
  }, []);

  useEffect(() => {
    if (!autoStart || !shouldAutoStartTour()) return;
    const timer = window.setTimeout(() => {
      markFirstVisit();
      start();
    }, TOUR_AUTO_START_MS);
    return () => window.clearTimeout(timer);
  }, [autoStart, start]);

  useEffect(() => {
    window.addEventListener(START_WALKTHROUGH_EVENT, start);
    return () => window.removeEventListener(START_WALKTHROUGH_EVENT, start);
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
    start,
    close,
    goTo: (n: number) => setStep(Math.min(Math.max(n, 0), last)),
    next: () => (step >= last ? close() : setStep(step + 1)),
    previous: () => setStep(Math.max(step - 1, 0)),
  };
}
