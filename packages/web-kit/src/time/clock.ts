import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../hooks/useIsHydrating';

/** SPEC §9: the current date is refreshed every 30 s, so "Today" and past slots roll over on an open page. */
export const NOW_REFRESH_MS = 30_000;

/**
 * False on the server and while the browser hydrates the server's HTML (so both render the same), true on every
 * render after that, and at once for a page mounted by client-side navigation. For what only the browser knows —
 * the visitor's clock and time zone, history state, storage.
 */
export function useHydrated(): boolean {
  // The switch after hydration renders in a transition, in slices (useIsHydrating says why not a store's snapshot).
  const hydrating = useIsHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** The current time, refreshed every `intervalMs` (SPEC §9: 30 s). */
export function useNow(intervalMs: number = NOW_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * The visitor's current time, or null on the server and while the browser hydrates: the server's clock and zone
 * are not the visitor's, and text made from them would not match the browser's first render.
 */
export function useClientNow(intervalMs: number = NOW_REFRESH_MS): Date | null {
  const hydrated = useHydrated();
  const now = useNow(intervalMs);
  return hydrated ? now : null;
}

/** The browser's IANA time zone (sent with a booking so its mails speak the visitor's time), if it has one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
