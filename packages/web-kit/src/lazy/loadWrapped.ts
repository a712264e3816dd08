import type { ComponentType } from 'react';

/**
 * A lazy component's loader whose component comes wrapped, with the wrapper's code loaded beside it: a deferred
 * section gets its remote's Redux store (`() => import('../app/withStore').then((m) => m.withStore)`) without the
 * page's first screen importing Redux (issue 31: Redux Toolkit, RTK Query, immer and react-redux were ~30 KB gzip of
 * every first load, used only below the fold). On the server both load at once and render as before.
 */
export function loadWrapped<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  loadWrapper: () => Promise<(component: ComponentType<P>) => ComponentType<P>>,
): () => Promise<{ default: ComponentType<P> }> {
  return () => Promise.all([load(), loadWrapper()]).then(([module, wrap]) => ({ default: wrap(module.default) }));
}
