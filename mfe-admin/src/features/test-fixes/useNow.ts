import { useEffect, useState } from 'react';

/** SPEC §9: the current date is refreshed every 30 s, so "Today" turns over at midnight without a reload. */
export const NOW_REFRESH_MS = 30_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
