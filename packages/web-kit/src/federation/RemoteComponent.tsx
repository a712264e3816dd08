import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentExposeId, ExposeMap, PageProps, RemoteName } from '@app/contracts/federation';
import { loadFederated, loadedFederated, resetRemote } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export function PageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} aria-busy="true">
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * Renders `mfe_x/Expose` inside Suspense and an error boundary. A module already loaded (the server renderer and
 * the browser's hydration load the route's page first) renders at once, so server and browser produce the same
 * markup without suspending. Retry forgets the failed container and loads it again (a fresh lazy component would
 * be needed otherwise: React.lazy caches a rejected import forever).
 */
export type RemoteComponentProps<K extends ComponentExposeId> = {
  /** A component expose of contracts' ExposeMap: a wrong id or prop fails tsc. */
  id: K;
  fallback?: ReactNode;
} & (ExposeMap[K] extends PageProps ? { props?: ExposeMap[K] } : { props: ExposeMap[K] });

export function RemoteComponent<K extends ComponentExposeId>({ id, props, fallback }: RemoteComponentProps<K>) {
  type P = ExposeMap[K];
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(() => {
    const ready = loadedFederated(id);
    if (ready) return ready.default as ComponentType<P>;
    return lazy(async () => {
      const mod = await loadFederated(id);
      return { default: mod.default as ComponentType<P> };
    });
    // `attempt` is not read inside: a new value is what makes Retry build a fresh lazy component (a new import).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);
  const retry = useCallback(() => {
    // Forget the failed container and load it again; if this page still cannot (a script load the browser or the
    // federation runtime keeps as failed), a fresh page load is the retry that works.
    void resetRemote(id.split('/')[0] as RemoteName)
      .then(() => loadFederated(id))
      .then(
        () => setAttempt((n) => n + 1),
        () => window.location.reload(),
      );
  }, [id]);

  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={`${id}#${attempt}`}>
      <Suspense fallback={fallback ?? <PageSpinner />}>
        <Component {...((props ?? {}) as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
