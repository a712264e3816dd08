import { startTransition, useEffect, useState } from 'react';

/**
 * Whether any of `queries` matches: null on the server, while hydrating and on a client render's first pass, then the
 * browser's answer, rendered in a transition (and again, in a transition, whenever it changes).
 *
 * Not useSyncExternalStore with a null server snapshot: after hydration React re-renders every reader whose snapshot
 * differs in one synchronous pass that cannot yield (SyncLane) — on `/` at phone width the navigation bar and what it
 * holds, ~40 ms here, four times that on Lighthouse's phone, all of it Total Blocking Time. A transition renders in
 * slices between other work. Callers render both layouts while the answer is null and let CSS show the right one, so
 * nothing moves when it arrives.
 */
export function useMediaMatch(...queries: string[]): boolean | null {
  const key = queries.join('\n');
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      startTransition(() => setMatches(false));
      return undefined;
    }
    const lists = key.split('\n').map((query) => window.matchMedia(query));
    const update = () => startTransition(() => setMatches(lists.some((list) => list.matches)));
    update();
    for (const list of lists) list.addEventListener?.('change', update);
    return () => {
      for (const list of lists) list.removeEventListener?.('change', update);
    };
  }, [key]);
  return matches;
}
