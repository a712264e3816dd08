import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, RemoteComponent, ensureRemotes } from '@app/web-kit';
import { ROUTES, brandForPath } from './routes/routeTable';
import { NotFoundPage } from './routes/NotFoundPage';

function ShellRoutes() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Start fetching /remotes.json before the first lazy route asks for it.
    ensureRemotes().catch((err: unknown) => console.error('Could not load /remotes.json', err));
  }, []);
  return (
    <AppProviders brand={brandForPath(pathname)}>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteComponent key={route.module} id={route.module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  );
}
