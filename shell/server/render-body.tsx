/**
 * The page's body: the shell's React tree for a URL, streamed to a string by React 19's renderer within what is left
 * of the render budget (render.tsx puts it into the document). Everything waits for every boundary, nested remotes
 * included: crawlers and browsers without JavaScript see the whole page.
 */
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ThemeMode } from '@app/web-kit';
import { ShellRoutes } from '../src/App';
import { RenderFallback, collect } from './render-support';

/** The body's HTML, or why the page goes out client-rendered. `leftMs` is what remains of `budgetMs`. */
export function renderBody(url: string, mode: ThemeMode, leftMs: number, budgetMs: number) {
  const errors: unknown[] = [];
  return new Promise<string | RenderFallback>((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      stream.abort();
      resolve(new RenderFallback('render_timeout', `rendering took longer than ${budgetMs} ms`));
    }, leftMs);
    const stream = renderToPipeableStream(
      <CacheProvider value={createCache({ key: 'css' })}>
        <StaticRouter location={url}>
          <ShellRoutes initialMode={mode} />
        </StaticRouter>
      </CacheProvider>,
      {
        // Never outline a large finished boundary behind an inline script: the CSP allows none, and a browser
        // without JavaScript must see the whole page.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          if (!settled) errors.push(error);
        },
        onAllReady() {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (errors.length > 0) {
            const thrown = String((errors[0] as Error)?.message ?? errors[0]);
            return resolve(new RenderFallback('render_error', `the page threw: ${thrown}`));
          }
          stream.pipe(collect(resolve));
        },
        onShellError(error) {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          // The shell itself failed to render.
          resolve(new RenderFallback('error', error instanceof Error ? error.message : String(error)));
        },
      },
    );
  });
}
