import { useCallback, useEffect, useState } from 'react';
import { unlessVisitorActs } from '@app/web-kit';
import { START_WALKTHROUGH_EVENT } from '../layout/startWalkthrough';
import { WALKTHROUGH_DELAY_MS, WALKTHROUGH_SEEN_KEY, WALKTHROUGH_STEPS } from './walkthroughSteps';

function hasSeen(): boolean {
  try {
    return window.localStorage.getItem(WALKTHROUGH_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    window.localStorage.setItem(WALKTHROUGH_SEEN_KEY, 'true');
  } catch {
    // Storage unavailable: the tour may open again next visit, which is harmless.
  }
}

export interface WalkthroughState {
  /** Index into WALKTHROUGH_STEPS, or null while inactive. */
  step: number | null;
  /** True when the visitor asked for the tour (focus moves to it); false for the automatic start. */
  requested: boolean;
  next: () => void;
  skip: () => void;
}

/**
 * SPEC §4: inactive → step 1 → … → complete; Skip also ends it. Opens by itself 1.5 s after load unless
 * the seen marker is stored or the visitor has started doing something (a tap, key or scroll: issue 29); the
 * start-walkthrough event (the Tour button) always restarts it at step 1.
 */
export function useWalkthrough(): WalkthroughState {
  const [step, setStep] = useState<number | null>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const stopWatching = hasSeen() ? () => {} : unlessVisitorActs(WALKTHROUGH_DELAY_MS, () => setStep((s) => s ?? 0));
    const onStart = () => {
      stopWatching();
      setRequested(true);
      setStep(0);
    };
    window.addEventListener(START_WALKTHROUGH_EVENT, onStart);
    return () => {
      stopWatching();
      window.removeEventListener(START_WALKTHROUGH_EVENT, onStart);
    };
  }, []);

  const end = useCallback(() => {
    markSeen();
    setStep(null);
  }, []);

  const next = useCallback(() => {
    if (step === null) return;
    if (step >= WALKTHROUGH_STEPS.length - 1) end();
    else setStep(step + 1);
  }, [step, end]);

  return { step, requested, next, skip: end };
}
