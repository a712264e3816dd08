import { matchPath } from 'react-router-dom';
import { ROUTES, type BrandId, type RouteEntry } from '@app/contracts';

/**
 * The route a path shows, decided by react-router's own `matchPath` — the matcher the shell's `<Routes>` uses — so
 * the theme, the page meta, the preload and the server's status code cannot disagree with the page rendered
 * (`/manage/:token` included). Undefined means the 404 page.
 */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function brandForPath(pathname: string): BrandId {
  return matchRoute(pathname)?.brand ?? 'coaching';
}
