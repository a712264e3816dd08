import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ensureRemotes, loadFederated, preferredMode, type ThemeMode } from '@app/web-kit';
import { App } from './App';
import { matchRoute } from './routes/routeTable';
import { setUpPwa } from './pwa';
import { nextTask } from './nextTask';

/** Set by the server renderer when #root holds a server-rendered page (not the client-rendered fallback). */
const SSR_MARK = 'data-ssr';

async function start() {
  const container = document.getElementById('root')!;
  // The route table comes from the remotes' own pages (issue 30): known before the first render. Inline in a
  // server-rendered page; else one small read per remote. Unreachable, the shell's snapshot routes (and the page's
  // remote shows its fallback with Retry).
  await ensureRemotes().catch((err: unknown) => console.error('Could not load /remotes.json', err));
  const mode = preferredMode();
  if (!container.hasAttribute(SSR_MARK)) {
    createRoot(container).render(<App initialMode={mode} />);
    return;
  }
  // The page's module must be there before hydrating, so the first render is the server's markup, not a spinner.
  const route = matchRoute(window.location.pathname);
  if (route) {
    await nextTask();
    await loadFederated(route.module).catch(() => undefined);
    await nextTask();
  }
  // The server rendered the mode its request's cookie named (the class it wrote on <html>). A cookie that disagreed
  // with the stored choice (cleared, storage kept) gave markup in the other mode: hydrating it in this mode would keep
  // the server's colours on every part React does not re-render, so the page is rendered afresh instead (this once:
  // the early theme script has rewritten the cookie, and the next page comes from the server in this mode).
  const served: ThemeMode = document.documentElement.classList.contains('light') ? 'light' : 'dark';
  if (served !== mode) {
    createRoot(container).render(<App initialMode={mode} />);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, <App initialMode={mode} />, {
      onRecoverableError: (error, info) => console.error('Hydration error', error, info.componentStack),
    });
  });
}

void start();
setUpPwa();
