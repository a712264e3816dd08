import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PageMeta } from '@app/contracts';
import { AppProviders, type ThemeMode } from '@app/web-kit';

/** An exposed page module as the shell loads it: the component, its meta, and where the shell routes it. */
export interface ExposedPage {
  expose: string;
  module: { default: ComponentType; meta?: PageMeta };
  /** The shell's route pattern. */
  path: string;
  /** A realistic request for it. */
  url: string;
}

function page({ module: { default: Page }, path }: ExposedPage, mode: ThemeMode | undefined, router: (routes: ReactNode) => ReactNode) {
  return (
    <CacheProvider value={createCache({ key: 'css' })}>
      {router(
        <AppProviders brand="coaching" initialMode={mode}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </AppProviders>,
      )}
    </CacheProvider>
  );
}

/**
 * The tree the shell's server renders: an emotion cache, the request's URL in a StaticRouter, the providers;
 * `mode` is the theme the shell read from the visitor's cookie.
 */
export function serverTree(exposed: ExposedPage, mode?: ThemeMode) {
  return page(exposed, mode, (routes) => <StaticRouter location={exposed.url}>{routes}</StaticRouter>);
}

/** The tree the browser hydrates: the same, with the browser's router (the URL is the window's). */
export function browserTree(exposed: ExposedPage, mode?: ThemeMode) {
  return page(exposed, mode, (routes) => <BrowserRouter>{routes}</BrowserRouter>);
}

/** What a reader of the HTML sees: no style elements, no tags, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the page's h1 elements (there should be exactly one). */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
}

/** What code evaluated on the server finds instead of the browser's: storage throws, the rest is missing. */
const SERVER_SIDE: Record<string, 'throws' | 'missing'> = {
  localStorage: 'throws',
  sessionStorage: 'throws',
  matchMedia: 'missing',
  opener: 'missing',
};

/**
 * Runs `render` (in jsdom) with the browser-only parts of `window` out of reach, as on the server, so a render
 * that reads them produces what the server would, and hydrating it in the real jsdom shows any difference.
 */
export function asOnTheServer<T>(render: () => T): T {
  const names = Object.keys(SERVER_SIDE);
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  for (const name of names) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        if (SERVER_SIDE[name] === 'missing') return undefined;
        throw new ReferenceError('window is not defined');
      },
    });
  }
  try {
    return render();
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    });
  }
}
