import { useEffect, useState } from 'react';
import { useHydrated } from '../../app/useHydrated';

/** SPEC §9: the current date is refreshed every 30 s, so "Today" turns over at midnight without a reload. */
export const NOW_REFRESH_MS = 30_000;

/**
 * The visitor's current time, or null on the server and while the browser hydrates: the server's clock and zone
 * are not the visitor's, and text made from them would not match the browser's first render.
 */
export function useNow(): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return hydrated ? now : null;
}
