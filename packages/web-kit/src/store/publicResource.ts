import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../hooks/useIsHydrating';

export interface ResourceState<T> {
  data: T | undefined;
  /** Until the first answer (or the last failed try) since the first component mounted. */
  isLoading: boolean;
  /** The last try's failure, worded as the remotes' RTK Query base query words it (`503: Service Unavailable`). */
  error?: { status: number | string; message: string };
}

const LOADING = { data: undefined, isLoading: true } as const;

/**
 * A public read (`GET /api/...`) for a first screen, without Redux (issue 31: the store cost ~30 KB gzip on every
 * first load). Behaves like the remotes' RTK Query slices for one endpoint: fetched again whenever a component using
 * it mounts, shared by the components mounted at once, dropped when the last one unmounts (SPEC §9: always stale),
 * and a network failure, 5xx, 408 or 429 retried `retries` times, 300 ms apart. The server renders the loading state
 * (nothing is fetched there), so the first render in the browser matches it.
 */
export function publicResource<T>(path: string, { retries = 1 }: { retries?: number } = {}) {
  let state: ResourceState<T> = LOADING;
  let generation = 0;
  let inFlight = false;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    listeners.forEach((l) => l());
  };

  async function load() {
    if (inFlight) return;
    inFlight = true;
    const mine = generation;
    let data: T | undefined;
    let error: ResourceState<T>['error'];
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 300));
      try {
        const res = await fetch(`${window.location.origin}/${path}`, { credentials: 'include' });
        if (res.ok) {
          data = (await res.json()) as T;
          error = undefined;
          break;
        }
        error = { status: res.status, message: `${res.status}: ${(await res.text()) || res.statusText}` };
        if (res.status < 500 && res.status !== 408 && res.status !== 429) break;
      } catch (failure) {
        // Offline or refused: tried again, then settled as failed.
        error = { status: 'FETCH_ERROR', message: String(failure) };
      }
    }
    inFlight = false;
    if (mine !== generation || listeners.size === 0) return;
    set(error ? { data: state.data, isLoading: false, error } : { data, isLoading: false });
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      generation += 1;
      state = LOADING;
    };
  }

  /** The state, and `refetch` to ask again (a Retry button). */
  return function useResource(): ResourceState<T> & { refetch: () => void } {
    // Not useSyncExternalStore: React renders a store's change there in one synchronous pass that cannot yield, and
    // the answer usually lands while the page is still hydrating (on `/`, the service cards: ~25 ms here, four times
    // that on Lighthouse's phone). The answer is rendered in a transition instead, in slices.
    // Hydrating, the loading state the server rendered; mounted later (a client-side navigation), what is known.
    const hydrating = useIsHydrating();
    const [current, setCurrent] = useState<ResourceState<T>>(() => (hydrating ? LOADING : state));
    useEffect(() => {
      const show = () => startTransition(() => setCurrent(state));
      const unsubscribe = subscribe(show);
      show();
      void load();
      return unsubscribe;
    }, []);
    return { ...current, refetch: () => void load() };
  };
}
