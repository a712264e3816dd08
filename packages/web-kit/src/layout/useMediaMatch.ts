import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../hooks/useIsHydrating';

function currentMatch(queries: string[]): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return queries.some((query) => window.matchMedia(query).matches);
}

/**
 * Whether any of `queries` matches: null on the server and while hydrating (the width is unknown there), then the
 * browser's answer, rendered in a transition; a component mounted later has the answer in its first render. Changes
 * (a rotated phone, a resized window) render in a transition too.
 *
 * Not useSyncExternalStore with a null server snapshot: after hydration React re-renders every reader whose snapshot
 * differs in one synchronous pass that cannot yield (SyncLane) — on `/` at phone width the navigation bar and what it
 * holds, ~40 ms here, four times that on Lighthouse's phone, all of it Total Blocking Time. A transition renders in
 * slices between other work. Callers render both layouts while the answer is null and let CSS show the right one, so
 * nothing moves when it arrives.
 */
export function useMediaMatch(...queries: string[]): boolean | null {
  const key = queries.join('\n');
  const hydrating = useIsHydrating();
  const [matches, setMatches] = useState<boolean | null>(() => (hydrating ? null : currentMatch(queries)));
  useEffect(() => {
    const list = key.split('\n');
    const update = () => startTransition(() => setMatches(currentMatch(list)));
    update();
    if (typeof window.matchMedia !== 'function') return undefined;
    const lists = list.map((query) => window.matchMedia(query));
    for (const media of lists) media.addEventListener?.('change', update);
    return () => {
      for (const media of lists) media.removeEventListener?.('change', update);
    };
  }, [key]);
  return matches;
}
