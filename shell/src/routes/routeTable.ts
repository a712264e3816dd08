/**
 * The shell knows routes → remote exposes and nothing of their content. The one route list is contracts'
 * `ROUTES` (issue 18): the remotes' exposes and standalone routes and the e2e lists are built from it too.
 * Imported from the React- and yup-free `@app/contracts/federation`: index.ts runs it in the shell's first script.
 */
export { ROUTES, brandForPath, matchRoute } from '@app/contracts/federation';
