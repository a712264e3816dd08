import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { BrandId } from '@app/contracts';
import { routesOf, type ExposeNameOf, type PageExposeId, type RemoteName } from '@app/contracts/federation';
import { AppProviders } from '../providers/AppProviders';

/** Every page a remote exposes, by expose name: a missing or unknown page fails tsc. */
export type RemotePages<R extends RemoteName> = Record<ExposeNameOf<R, PageExposeId>, ComponentType>;

/**
 * Standalone mode (DESIGN §2): the remote on its own dev port with its own providers, serving its routes of
 * contracts' ROUTES (the shell's table) — never a route list of its own.
 */
export function StandaloneApp<R extends RemoteName>({
  remote,
  brand,
  pages,
  fallback,
}: {
  remote: R;
  brand: BrandId;
  pages: RemotePages<R>;
  /** What any other path shows (by default nothing). */
  fallback?: ReactNode;
}) {
  return (
    <BrowserRouter>
      <AppProviders brand={brand}>
        <Routes>
          {routesOf(remote).map(({ path, expose }) => {
            const Page: ComponentType = pages[expose];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {fallback !== undefined && <Route path="*" element={fallback} />}
        </Routes>
      </AppProviders>
    </BrowserRouter>
  );
}
