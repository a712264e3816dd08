import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { BrandId } from '@app/contracts';
import type { RemotePage } from '@app/contracts/federation';
import { AppProviders } from '../providers/AppProviders';

/** Every page a remote lists, by expose name: a missing or unknown page fails tsc. */
export type RemotePages<P extends readonly RemotePage[]> = Record<P[number]['expose'], ComponentType>;

/**
 * Standalone mode (DESIGN §2): the remote on its own dev port with its own providers, serving the pages it lists in
 * its own src/remote-pages.ts (the list its build publishes as pages.json and the shell routes by, issue 30).
 */
export function StandaloneApp<P extends readonly RemotePage[]>({
  routes,
  brand,
  pages,
  fallback,
}: {
  routes: P;
  brand: BrandId;
  pages: RemotePages<P>;
  /** What any other path shows (by default nothing). */
  fallback?: ReactNode;
}) {
  const components = pages as Record<string, ComponentType>;
  return (
    <BrowserRouter>
      <AppProviders brand={brand}>
        <Routes>
          {routes.map(({ path, expose }) => {
            const Page = components[expose];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {fallback !== undefined && <Route path="*" element={fallback} />}
        </Routes>
      </AppProviders>
    </BrowserRouter>
  );
}
