/**
 * The page's body: the shell's React tree for a URL, streamed to a string by React 19's renderer within what is left
 * of the render budget (render.tsx puts it into the document). Everything waits for every boundary, nested remotes
 * included: crawlers and browsers without JavaScript see the whole page.
 *
 * Its styles come back apart, for the head (issue 31). Left to itself emotion writes a `<style>` before every styled
 * element (`/`: 231 tags, 150 KB of the 302 KB page), and the browser's emotion cache then moves each one into the head
 * at hydration: 231 DOM moves and style recalculations on the main thread. With the cache in compat mode nothing is
 * written inline; the rules the markup uses are extracted once (@emotion/server) and the browser's cache adopts them
 * from the head by their ids.
 */
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ThemeMode } from '@app/web-kit';
import { ShellRoutes } from '../src/App';
import { RenderFallback, collect } from './render-support';

/** A rendered body and the `<style>` tags of the rules it uses (for the head). */
export interface RenderedBody {
  html: string;
  styles: string;
}

/** The body and its styles, or why the page goes out client-rendered. `leftMs` is what remains of `budgetMs`. */
export function renderBody(url: string, mode: ThemeMode, leftMs: number, budgetMs: number) {
  const errors: unknown[] = [];
  const cache = createCache({ key: 'css' });
  cache.compat = true; // no inline <style> beside each element: the head gets them all (above)
  const emotion = createEmotionServer(cache);
  const withStyles = (html: string): RenderedBody => ({
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  });
  return new Promise<RenderedBody | RenderFallback>((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      stream.abort();
      resolve(new RenderFallback('render_timeout', `rendering took longer than ${budgetMs} ms`));
    }, leftMs);
    const stream = renderToPipeableStream(
      <CacheProvider value={cache}>
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
          stream.pipe(collect((html) => resolve(withStyles(html))));
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
