import { preloadFederated } from '@app/web-kit/federation';
import { matchRoute } from './routes/routeTable';

// Fetch /remotes.json and the current route's remote while the shell's own chunks download (first-load latency).
// Only the React-free federation helpers are imported here: nothing shared may be used before the boundary below.
const route = matchRoute(window.location.pathname);
if (route) preloadFederated(route.module).catch(() => undefined);

// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
