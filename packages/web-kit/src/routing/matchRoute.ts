import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import type { BrandId, RouteEntry } from '@app/contracts';
import { routeTable, subscribeRouteTable } from './routeTableStore';

export { routeTable, setRouteTable } from './routeTableStore';

/** The route table, re-rendering when a release changes it. */
export function useRouteTable(): readonly RouteEntry[] {
  return useSyncExternalStore(subscribeRouteTable, routeTable, routeTable);
}

/**
 * The route a path shows, decided by react-router's own `matchPath` — the matcher the shell's `<Routes>` uses — so
 * the theme, the page meta, the preload and the server's status code cannot disagree with the page rendered
 * (`/manage/:token` included). Undefined means the 404 page.
 */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return matchRouteIn(routeTable(), pathname);
}

/** The same match in another table (a canary visitor's releases may route differently from what is live). */
export function matchRouteIn(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function brandForPath(pathname: string): BrandId {
  return matchRoute(pathname)?.brand ?? 'coaching';
}
