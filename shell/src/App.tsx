import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ThemeMode } from '@app/web-kit';
import { AppProviders, RemoteComponent, ensureRemotes } from '@app/web-kit';
import { brandForPath, useRouteTable } from './routes/routeTable';
import { SkipLink } from './layout/SkipLink';
import { NotFoundPage } from './routes/NotFoundPage';
import { usePageMeta } from './routes/usePageMeta';

/** The routed page inside the shell's providers: the same tree in the browser and in the server renderer. */
export function ShellRoutes({ initialMode }: { initialMode?: ThemeMode }) {
  const { pathname } = useLocation();
  const routes = useRouteTable();
  useEffect(() => {
    // Start fetching /remotes.json before the first lazy route asks for it.
    ensureRemotes().catch((err: unknown) => console.error('Could not load /remotes.json', err));
  }, []);
  usePageMeta(pathname);
  return (
    <AppProviders brand={brandForPath(pathname)} initialMode={initialMode}>
      <SkipLink />
      <Routes>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RemoteComponent key={route.module} id={route.module} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppProviders>
  );
}

export function App({ initialMode }: { initialMode?: ThemeMode }) {
  return (
    <BrowserRouter>
      <ShellRoutes initialMode={initialMode} />
    </BrowserRouter>
  );
}
