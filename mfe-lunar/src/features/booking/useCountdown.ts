import { useEffect, useState } from 'react';

/** Milliseconds until `deadline`, refreshed every second while it runs; 0 once it has passed (or no deadline). */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = deadline !== null && now < deadline;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return deadline === null ? 0 : Math.max(0, deadline - now);
}

/** "14:05" — minutes and seconds left. */
export function formatMinutesSeconds(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
