import { useEffect, useState } from 'react';

/** SPEC §9: the current date is refreshed every 30 s, so "Today" and past slots roll over on an open page. */
export const NOW_REFRESH_MS = 30_000;

export function useNow(intervalMs: number = NOW_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
