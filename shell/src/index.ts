import { preloadFederated } from '@app/web-kit/federation';
import { markedRouteModule } from './routes/routeMark';
import { nextTask } from './nextTask';

// Fetch /remotes.json and the current route's remote while the shell's own chunks download (first-load latency).
// Only the React-free federation helpers are imported here: nothing shared may be used before the boundary below,
// so the route is the one the server matched and named in the head, not matched here.
const module = markedRouteModule(document);
if (module) preloadFederated(module).catch(() => undefined);

// Async boundary: shared singletons are negotiated before any app code runs. The biggest modules are evaluated one
// task at a time, so no single task holds the main thread for the whole start-up.
void (async () => {
  for (const load of [
    () => import('react-dom/client'),
    () => import('@mui/material/styles'),
    () => import('react-router-dom'),
  ]) {
    await nextTask();
    await load();
  }
  await nextTask();
  await import('./bootstrap');
})();
