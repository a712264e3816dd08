import { useEffect, useState } from 'react';

/**
 * Seconds left on a card hold (the quote's holdExpiresAt), ticking once a second; null without a hold.
 * Calls `onLapse` once when it reaches zero, so the page can ask the server what became of the time.
 */
export function useHoldCountdown(holdExpiresAt: string | null | undefined, onLapse?: () => void): number | null {
  const expires = holdExpiresAt ? Date.parse(holdExpiresAt) : NaN;
  const left = () => (Number.isNaN(expires) ? null : Math.max(0, Math.ceil((expires - Date.now()) / 1000)));
  // Starts unknown and is read after mount: the clock differs between the server and the browser, and a
  // server-rendered count would not match the hydrating one.
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    setSeconds(left());
    if (Number.isNaN(expires)) return;
    let lapsed = false;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0 && !lapsed) {
        lapsed = true;
        clearInterval(timer);
        onLapse?.();
      }
    }, 1000);
    return () => clearInterval(timer);
    // onLapse is read when the hold lapses; a new function each render must not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expires]);
  return seconds;
}

/** 14:05 */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
