import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { BrandId, PageMeta } from '@app/contracts';
import { AppProviders } from '../providers/AppProviders';
import type { ThemeMode } from '../theme/brandThemes';

/** An exposed page module as the shell loads it: the component, its meta, and where the shell routes it. */
export interface ExposedPage {
  expose: string;
  module: { default: ComponentType; meta?: PageMeta };
  /** The shell's route pattern. */
  path: string;
  /** A realistic request for it. */
  url: string;
  /** The brand whose theme the shell wraps it in (default coaching). */
  brand?: BrandId;
}

function page(
  { module: { default: Page }, path, brand = 'coaching' }: ExposedPage,
  mode: ThemeMode | undefined,
  router: (routes: ReactNode) => ReactNode,
) {
  return (
    <CacheProvider value={createCache({ key: 'css' })}>
      {router(
        <AppProviders brand={brand} initialMode={mode}>
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

/**
 * What a reader of the HTML sees: no style elements, no tags, no React text separators (`<!-- -->` between two text
 * nodes joins them, as on screen), entities decoded, white space collapsed.
 */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the page's h1 elements (there should be exactly one). */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]));
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

/**
 * Contexts kept on globalThis so that every app's copy of a library shares one (ThemeModeProvider, react-redux).
 * The server is another process with its own; shared across the test's copies of React, React would warn of two
 * renderers rendering one context at once.
 */
const PROCESS_WIDE_CONTEXTS = [Symbol.for('@app/web-kit/ThemeModeContext'), Symbol.for('react-redux-context')];

/** Runs `run` with none of the process-wide contexts set, then puts back the test's own. */
async function withOwnProcessContexts(run: () => Promise<void>): Promise<void> {
  const global = globalThis as unknown as Record<symbol, unknown>;
  const saved = PROCESS_WIDE_CONTEXTS.map((key) => [key, global[key]] as const);
  for (const key of PROCESS_WIDE_CONTEXTS) delete global[key];
  try {
    await run();
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete global[key];
      else global[key] = value;
    }
  }
}

/**
 * The page's HTML as the shell's server sends it, for a jsdom test: every section in full. The shell's streaming
 * renderer waits for the code of lazily loaded sections; renderToString cannot, so the page is rendered again
 * until the code its renders asked for has loaded. It renders a fresh copy of every module (the server is another
 * process): the copy the test's browser then hydrates has loaded no section's code yet, as in a real browser.
 * `freshModule` requires the page's module (`() => require('./HomePage')`), called inside that fresh copy.
 */
export async function serverHtmlOf(
  exposed: ExposedPage,
  freshModule: () => ExposedPage['module'],
  mode?: ThemeMode,
): Promise<string> {
  let html = '';
  await withOwnProcessContexts(() =>
    jest.isolateModulesAsync(async () => {
      const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
      const fresh = require('./serverRender') as typeof import('./serverRender');
      const page = { ...exposed, module: freshModule() };
      for (let pass = 0; pass < 5; pass += 1) {
        const next = fresh.asOnTheServer(() => renderToString(fresh.serverTree(page, mode)));
        if (next === html) return;
        html = next;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }),
  );
  return html;
}
