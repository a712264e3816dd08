import { preloadFederated } from '@app/web-kit/federation';
import { markedRouteModule } from './routes/routeMark';

// Fetch /remotes.json and the current route's remote while the shell's own chunks download (first-load latency).
// Only the React-free federation helpers are imported here: nothing shared may be used before the boundary below,
// so the route is the one the server matched and named in the head, not matched here.
const module = markedRouteModule(document);
if (module) preloadFederated(module).catch(() => undefined);

// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
