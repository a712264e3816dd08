import { useEffect, useState } from 'react';

/** SPEC §9: the current date is refreshed every 30 s, so slots that start meanwhile drop out of the list. */
export const NOW_REFRESH_MS = 30_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
