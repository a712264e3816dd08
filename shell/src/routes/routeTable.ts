/**
 * The shell knows routes → remote exposes and nothing of their content. The one route list is contracts'
 * `ROUTES` (issue 18): the remotes' exposes and standalone routes and the e2e lists are built from it too. Paths are
 * matched by react-router's `matchPath` (web-kit's `matchRoute`), the matcher of the shell's own `<Routes>`.
 */
export { ROUTES } from '@app/contracts/federation';
export { brandForPath, matchRoute } from '@app/web-kit';
