import { startTransition, useCallback, useEffect, useState } from 'react';

/** A part of the page whose code is fetched only when it is about to be used (a dialog, a later step). */
export interface OnDemand<T> {
  /** Fetches the code once (later calls share the request); after a failure the next call tries again. */
  load(): Promise<T>;
  /** The value once loaded, else undefined. */
  loaded(): T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let request: Promise<T> | null = null;
  let value: T | undefined;
  return {
    load() {
      request ??= importer().then(
        (result) => (value = result),
        (error: unknown) => {
          request = null;
          throw error;
        },
      );
      return request;
    },
    loaded: () => value,
  };
}

/** Fetches `part` in the background without reporting a failure (the real use retries and reports it). */
export function prefetch(...parts: OnDemand<unknown>[]): void {
  for (const part of parts) part.load().catch(() => undefined);
}

export interface OnDemandState<T> {
  /** Undefined until loaded: on the server and in the browser's first render too, so hydration matches. */
  value: T | undefined;
  failed: boolean;
  /** Starts (or retries) loading; the component re-renders with the value. */
  request: () => void;
}

/**
 * `part` in a component: nothing until `request()` (or `when` turning true) has loaded it. Never there in a
 * component's first render, even when already loaded, since that render must match the server's HTML.
 */
export function useOnDemand<T>(part: OnDemand<T>, when = false): OnDemandState<T> {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (quietly: boolean) => {
      setFailed(false);
      // `when` turning true was itself a render (the tour opening by itself, in a transition): what it shows is
      // rendered in a transition too, in slices, not in one long task. Asked for directly (a click), at once.
      const show = (result: T) => (quietly ? startTransition(() => setValue(() => result)) : setValue(() => result));
      const ready = part.loaded();
      if (ready !== undefined) return show(ready);
      part.load().then(show, () => setFailed(true));
    },
    [part],
  );
  const request = useCallback(() => load(false), [load]);
  useEffect(() => {
    if (when) load(true);
  }, [when, load]);
  return { value, failed, request };
}
