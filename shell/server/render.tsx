/**
 * The shell's server renderer (DESIGN §2): loads the route's remote on the server at run time (its Node container,
 * found next to the browser manifest remotes.json names), renders the page inside the same providers as the browser
 * with React's streaming renderer, and writes it into the browser build's index.html so the browser hydrates it.
 *
 * Built to dist/server/render.js. Whoever serves the site (the API in single-origin mode, shell/server/serve.ts in
 * compose) requires that file at run time and calls `createRenderer`; it imports no frontend source.
 */
import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { ROUTES, parseRemotesJson, type PageMeta, type RemoteEntry } from '@app/contracts';
import { loadFederated, matchRoute, resetRemote, themeFromCookie, type ThemeMode } from '@app/web-kit';
import { INLINE_REMOTES_KEY } from '@app/web-kit/federation';
import { ShellRoutes } from '../src/App';
import { NOT_FOUND_META, SITE_META, metaOf } from '../src/routes/pageMeta';
import { documentEnd, documentStart, readTemplate, type DocumentTemplate } from './document';
import { PreloadPlanner } from './preloads';
import { PageCache, encodePage, type RenderedPage } from './page-cache';

/**
 * A remotes.json entry (its schema is contracts' parseRemotesJson). `serverEntry` is optional: where this renderer
 * reaches the remote's Node container when the browser's address is not reachable from the server (compose:
 * `http://mfe-lunar/server/remoteEntry.js` while browsers use `http://localhost:3002/mf-manifest.json`). Unset, it
 * sits in `server/` beside `entry`.
 */
export type RemotesJsonEntry = RemoteEntry;

export interface RendererOptions {
  /** remotes.json exactly as the browser reads it (entries may be relative to the page); checked here. */
  remotes: unknown;
  /** Where this process reaches the site for relative entries, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Budget for loading the route's remote and rendering it; past it the page is sent client-rendered. */
  timeoutMs?: number;
  log?: { warn: (message: string) => void };
  /** How long a rendered public page is reused (0: never). */
  cacheTtlMs?: number;
}

export interface PageRequest {
  /** Path and query, e.g. `/booking?service=x`. */
  url: string;
  cookie?: string;
  acceptEncoding?: string;
}

export interface Renderer {
  /** Writes the whole response (status, headers, document) to `res`. Never throws for a page that fails. */
  render(request: PageRequest, res: ServerResponse): Promise<void>;
  /** Loads every route's remote once, so the first visitor is not the one who waits for a cold container. */
  warm(): Promise<void>;
}

/** The remote's Node container: as remotes.json says, else in `server/` beside the browser manifest it names. */
export function serverEntry(remote: RemotesJsonEntry, origin: string): string {
  return remote.serverEntry ?? new URL('server/remoteEntry.js', new URL(remote.entry, origin)).href;
}

/** The browser manifest as this server reaches it (next to the server folder). */
function serverManifestUrl(remote: Pick<RemotesJsonEntry, 'entry' | 'serverEntry'>, origin: string): string {
  return remote.serverEntry
    ? new URL('../mf-manifest.json', remote.serverEntry).href
    : new URL(remote.entry, origin).href;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Collects React's streamed output (the whole page is kept: it is compressed and may be cached). */
function collect(onDone: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      onDone(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
}

/** How long one file of a remote's Node build may take to arrive before that load fails (and the page degrades). */
const FETCH_TIMEOUT_MS = 5000;

/**
 * The federation runtime fetches remote containers and chunks and runs what comes back: an error page (404, a 503
 * during a deploy) must fail the load, not be run as JavaScript, and a server that never answers must not hold a
 * render (or a shutdown) forever.
 */
function checkedFetches(): void {
  registerPlugins([
    {
      name: 'shell-checked-fetch',
      async fetch(url: string, init: RequestInit) {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (!res.ok) throw new Error(`${res.status} ${res.statusText} for ${url}`);
        return res;
      },
    },
  ]);
}

export function createRenderer(options: RendererOptions): Renderer {
  checkedFetches();
  const timeoutMs = options.timeoutMs ?? 300;
  const log = options.log ?? { warn: (message: string) => console.warn(message) };
  const template: DocumentTemplate = readTemplate();
  // A remote the schema rejects is reported and left out whole (in the browser's copy too).
  const { remotes, rejected } = parseRemotesJson(options.remotes);
  for (const reason of rejected) log.warn(`Not registered: ${reason}`);
  // The browser gets remotes.json without the server-side addresses.
  const browserRemotes = { remotes: remotes.map(({ name, entry }) => ({ name, entry })) };
  const cache = new PageCache(options.cacheTtlMs ?? 10_000);
  // Every app's copy of web-kit in this process reads the remotes from here (see remoteRegistry.ts).
  (globalThis as Record<string, unknown>)[INLINE_REMOTES_KEY] = {
    remotes: browserRemotes.remotes.map((r) => ({ name: r.name, entry: serverEntry(r, options.origin) })),
  };
  const planner = new PreloadPlanner(
    browserRemotes.remotes,
    (entry) => serverManifestUrl(remotes.find((r) => r.entry === entry) ?? { entry }, options.origin),
    // A remote was redeployed: load its new server container and forget pages rendered with the old one.
    (name) => {
      cache.clear();
      void resetRemote(name as RemoteEntry['name']).catch(() => undefined);
    },
  );

  async function renderPage(request: PageRequest): Promise<RenderedPage & { ssr: boolean }> {
    const started = Date.now();
    const pathname = new URL(request.url, 'http://page.invalid').pathname;
    const route = matchRoute(pathname);
    const status = route ? 200 : 404;
    const mode: ThemeMode = themeFromCookie(request.cookie) ?? 'dark';
    const preloads = route ? planner.scriptsFor(route.module).catch(() => []) : Promise.resolve([]);

    let meta: PageMeta = route ? SITE_META : NOT_FOUND_META;
    const clientRendered = async (reason: string) => {
      log.warn(`Server render of ${pathname} fell back to client rendering: ${reason}`);
      const head = documentStart(
        template,
        { meta, mode, remotes: browserRemotes, preloads: await preloads, routeModule: route?.module },
        false,
      );
      return { status, html: head + documentEnd(template), ssr: false };
    };

    if (route) {
      try {
        meta =
          metaOf(await withTimeout(loadFederated(route.module), timeoutMs, `Loading ${route.module}`)) ?? SITE_META;
      } catch (error) {
        return clientRendered((error as Error).message);
      }
    }

    const errors: unknown[] = [];
    const body = await new Promise<string | Error>((resolve) => {
      const left = Math.max(timeoutMs - (Date.now() - started), 50);
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        stream.abort();
        resolve(new Error(`rendering took longer than ${timeoutMs} ms`));
      }, left);
      const stream = renderToPipeableStream(
        <CacheProvider value={createCache({ key: 'css' })}>
          <StaticRouter location={request.url}>
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
          // Everything, nested remotes included, is in the HTML: crawlers and no-JS browsers see the whole page.
          onAllReady() {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            if (errors.length > 0)
              return resolve(new Error(`the page threw: ${String((errors[0] as Error)?.message ?? errors[0])}`));
            stream.pipe(collect(resolve));
          },
          onShellError(error) {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve(error instanceof Error ? error : new Error(String(error)));
          },
        },
      );
    });
    if (body instanceof Error) return clientRendered(body.message);
    const head = documentStart(
      template,
      { meta, mode, remotes: browserRemotes, preloads: await preloads, routeModule: route?.module },
      true,
    );
    return { status, html: head + body + documentEnd(template), ssr: true };
  }

  async function render(request: PageRequest, res: ServerResponse): Promise<void> {
    const { pathname, search } = new URL(request.url, 'http://page.invalid');
    const route = matchRoute(pathname);
    const cacheable = search === '' && (!route || !route.path.includes(':'));
    const key = `${themeFromCookie(request.cookie) ?? 'dark'} ${pathname}`;
    let page: RenderedPage | undefined = cacheable ? cache.get(key) : undefined;
    if (!page) {
      const rendered = await renderPage(request);
      page = rendered;
      if (cacheable && rendered.ssr) cache.set(key, rendered);
    }
    const { body, encoding } = encodePage(page, request.acceptEncoding);
    res.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  /** Loads every route's remote, then renders each public page once (JIT-warm code, and the page cache filled). */
  async function warm(): Promise<void> {
    const modules = new Set(ROUTES.map((route) => route.module));
    await Promise.all(
      [...modules].map((id) =>
        loadFederated(id).catch((error: Error) => log.warn(`Could not warm ${id}: ${error.message}`)),
      ),
    );
    for (const route of ROUTES) {
      if (route.path.includes(':')) continue;
      const page = await renderPage({ url: route.path });
      if (page.ssr) cache.set(`dark ${route.path}`, page);
    }
  }

  return { render, warm };
}
