/**
 * The shell knows routes → remote exposes and nothing of their content. Each remote owns its routes (issue 30): the
 * table is built at run time from the pages of the releases served (remotes.json), falling back per remote to
 * contracts' `ROUTES`, the snapshot this shell was built with. Paths are matched by react-router's `matchPath`
 * (web-kit's `matchRoute`), the matcher of the shell's own `<Routes>`.
 */
export { brandForPath, matchRoute, routeTable, useRouteTable } from '@app/web-kit';
