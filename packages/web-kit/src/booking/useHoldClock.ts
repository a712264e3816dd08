import { useEffect, useRef, useState } from 'react';
import { holdMsLeft } from './bookingFollow';

/**
 * Milliseconds left until `holdEndMs`, refreshed every second while the hold runs; 0 once it has ended, null without
 * an end. Null also before mount: the server's clock is not the browser's, so a server-rendered count would not
 * match the hydrating one. `onLapse` is called once when the count reaches 0 (a page then asks the server again).
 */
export function useHoldClock(holdEndMs: number | null, onLapse?: () => void): number | null {
  const [nowMs, setNowMs] = useState<number | null>(null);
  // The latest callback, read when the hold lapses: a new function each render must not restart the clock.
  const lapse = useRef(onLapse);
  lapse.current = onLapse;

  useEffect(() => {
    setNowMs(Date.now());
    if (holdEndMs === null || Date.now() >= holdEndMs) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= holdEndMs) {
        window.clearInterval(timer);
        lapse.current?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [holdEndMs]);

  return holdMsLeft(holdEndMs, nowMs);
}
