import { createRoot, hydrateRoot } from 'react-dom/client';
import { ensureRemotes, loadFederated, themeFromCookie } from '@app/web-kit';
import { App } from './App';
import { matchRoute } from './routes/routeTable';
import { setUpPwa } from './pwa';

/** Set by the server renderer when #root holds a server-rendered page (not the client-rendered fallback). */
const SSR_MARK = 'data-ssr';

async function start() {
  const container = document.getElementById('root')!;
  // The route table comes from the remotes' own pages (issue 30): known before the first render. Inline in a
  // server-rendered page; else one small read per remote. Unreachable, the shell's snapshot routes (and the page's
  // remote shows its fallback with Retry).
  await ensureRemotes().catch((err: unknown) => console.error('Could not load /remotes.json', err));
  if (!container.hasAttribute(SSR_MARK)) {
    createRoot(container).render(<App />);
    return;
  }
  // The page's module must be there before hydrating, so the first render is the server's markup, not a spinner.
  const route = matchRoute(window.location.pathname);
  if (route) await loadFederated(route.module).catch(() => undefined);
  hydrateRoot(container, <App initialMode={themeFromCookie(document.cookie) ?? 'dark'} />, {
    onRecoverableError: (error, info) => console.error('Hydration error', error, info.componentStack),
  });
}

void start();
setUpPwa();
