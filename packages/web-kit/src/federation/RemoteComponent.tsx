import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { loadFederated, resetRemote } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type AnyProps = Record<string, unknown>;

export function PageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} aria-busy="true">
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * Renders `mfe_x/Expose` inside Suspense and an error boundary. Retry forgets the failed container
 * and creates a fresh lazy component, because React.lazy caches a rejected import forever.
 */
export function RemoteComponent<P extends AnyProps>({
  id,
  props,
  fallback,
}: {
  id: string;
  props?: P;
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadFederated<{ default: ComponentType<P> }>(id);
        return { default: mod.default };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt],
  );
  const retry = useCallback(() => {
    void resetRemote(id.split('/')[0]).finally(() => setAttempt((n) => n + 1));
  }, [id]);

  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={`${id}#${attempt}`}>
      <Suspense fallback={fallback ?? <PageSpinner />}>
        <Lazy {...((props ?? {}) as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
