/**
 * The shell's server renderer (DESIGN §2): loads the route's remote on the server at run time (its Node container,
 * found next to the browser manifest remotes.json names), renders the page inside the same providers as the browser
 * with React's streaming renderer, and writes it into the browser build's index.html so the browser hydrates it.
 *
 * Built to dist/server/render.js. Whoever serves the site (the API in single-origin mode, shell/server/serve.ts in
 * compose) requires that file at run time and calls `createRenderer`; it imports no frontend source.
 */
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import {
  parseRemotesJson,
  routeTableOf,
  type PageMeta,
  type RemoteEntry,
  type RenderFallbackReason,
} from '@app/contracts';
import {
  loadFederated,
  matchRoute,
  matchRouteIn,
  resetRemote,
  routeTable,
  setRouteTable,
  themeFromCookie,
  type ThemeMode,
} from '@app/web-kit';
import { INLINE_REMOTES_KEY, reloadRemotes } from '@app/web-kit/federation';
import { NOT_FOUND_META, SITE_META, metaOf } from '../src/routes/pageMeta';
import { documentEnd, documentStart, readTemplate, type DocumentTemplate, type HeadOptions } from './document';
import { RenderFallback, checkedFetches, withTimeout } from './render-support';
import { renderBody } from './render-body';
import { PreloadPlanner } from './preloads';
import { PageCache, encodePage, type RenderedPage } from './page-cache';
import { CanaryRenderers, releaseSetKey } from './canary-renderers';
import { serveCanaryRenders } from './canary-worker';
import { serverEntry, serverManifestUrl, withPages } from './remote-pages';
import { meaningfulSearch } from './tracking-params';

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
  /** Told of each page sent client-rendered, and why (the metrics' app_render_fallbacks_total). */
  onFallback?: (reason: RenderFallbackReason) => void;
  /** How long a rendered public page is reused (0: never). */
  cacheTtlMs?: number;
  /** The built renderer canary threads run (default: this file, dist/server/render.js). */
  rendererFile?: string;
}

export interface PageRequest {
  /** Path and query, e.g. `/booking?service=x`. */
  url: string;
  cookie?: string;
  acceptEncoding?: string;
  /**
   * The visitor's own remotes.json when it differs from what is live (a canary's share, issue 30). The page is
   * rendered by the thread of that release set (setCanaries) and carries these remotes inline, so the browser
   * hydrates from the same releases and the visitor stays on them (their cookie) for every page. Without a ready
   * thread it is sent client-rendered with these remotes inline.
   */
  remotes?: unknown;
}

/** A page as rendered, before compression; `reason` says why it went out client-rendered (ssr false). */
export type PageResult = RenderedPage & { ssr: boolean; reason?: RenderFallbackReason };

export interface Renderer {
  /** Writes the whole response (status, headers, document) to `res`. Never throws for a page that fails. */
  render(request: PageRequest, res: ServerResponse): Promise<void>;
  /** Loads every route's remote once, so the first visitor is not the one who waits for a cold container. */
  warm(onLoaded?: () => void): Promise<void>;
  /**
   * What is live changed (a release, promote or rollback, issue 30): pages rendered from now on use these remotes,
   * and carry them inline so the browser hydrates from the same releases. Same shape as `remotes`.
   */
  setRemotes(remotes: unknown): void;
  /**
   * The release sets canary visitors may get (each a remotes.json like `remotes`; none when no canary runs): each
   * gets a render thread of its own, started now; a set no longer named has its thread ended.
   */
  setCanaries(sets: unknown[]): void;
  /** One page, uncompressed and uncached (what a canary's thread answers). */
  page(request: Omit<PageRequest, 'remotes'>): Promise<PageResult>;
  /** Ends the canary threads. */
  close(): Promise<void>;
}

export function createRenderer(options: RendererOptions): Renderer {
  checkedFetches();
  const timeoutMs = options.timeoutMs ?? 300;
  const log = options.log ?? { warn: (message: string) => console.warn(message) };
  const template: DocumentTemplate = readTemplate();
  const cache = new PageCache(options.cacheTtlMs ?? 10_000);
  const canaries = new CanaryRenderers({
    file: options.rendererFile ?? path.join(__dirname, 'render.js'),
    origin: options.origin,
    timeoutMs,
    log,
  });
  let remotes: RemoteEntry[] = [];
  let browserRemotes: { remotes: Array<Omit<RemoteEntry, 'serverEntry'>> } = { remotes: [] };
  let current: unknown = options.remotes;
  const planner = new PreloadPlanner(
    [],
    (entry) => serverManifestUrl(remotes.find((r) => r.entry === entry) ?? { entry }, options.origin),
    // A remote was redeployed in place (same address, new manifest): load its new server container, read its pages
    // again and forget pages rendered with the old one.
    (name) => {
      cache.clear();
      ready = applyRemotes(current);
      void resetRemote(name as RemoteEntry['name']).catch(() => undefined);
    },
  );
  /** The browser's copy of a remote's entry: no server-side address, the pages so it routes without asking. */
  const forBrowser = ({ name, entry, pages }: RemoteEntry) => ({ name, entry, ...(pages ? { pages } : {}) });
  const applyRemotes = async (value: unknown) => {
    // A remote the schema rejects is reported and left out whole (in the browser's copy too).
    const parsed = parseRemotesJson(value);
    for (const reason of parsed.rejected) log.warn(`Not registered: ${reason}`);
    const paged = await withPages(parsed.remotes, (r) => serverManifestUrl(r, options.origin), log.warn);
    remotes = paged;
    browserRemotes = { remotes: remotes.map(forBrowser) };
    planner.setRemotes(browserRemotes.remotes);
    setRouteTable(routeTableOf(remotes));
    // Every app's copy of web-kit in this process reads the remotes from here (see remoteRegistry.ts). From the full
    // entries: the browser's copy has no serverEntry, and the Node container must come from where it says.
    const server = remotes.map((r) => ({ ...forBrowser(r), entry: serverEntry(r, options.origin) }));
    (globalThis as Record<string, unknown>)[INLINE_REMOTES_KEY] = { remotes: server };
  };
  /** Settled once the remotes and their pages are known: every render waits for it. */
  let ready = applyRemotes(options.remotes);

  /** The page's document: its head (meta, theme, remotes inline, preloads), then the rendered body if there is one. */
  const documentOf = (head: HeadOptions, body?: string) =>
    documentStart(template, head, body !== undefined) + (body ?? '') + documentEnd(template);

  async function renderPage(request: PageRequest): Promise<PageResult> {
    await ready;
    const started = Date.now();
    const pathname = new URL(request.url, 'http://page.invalid').pathname;
    const route = matchRoute(pathname);
    const status = route ? 200 : 404;
    const mode: ThemeMode = themeFromCookie(request.cookie) ?? 'dark';
    const preloads = route ? planner.scriptsFor(route.module).catch(() => []) : Promise.resolve([]);

    let meta: PageMeta = route ? SITE_META : NOT_FOUND_META;
    const clientRendered = async ({ reason, message }: RenderFallback) => {
      options.onFallback?.(reason);
      log.warn(`Server render of ${pathname} fell back to client rendering: ${message}`);
      const head = { meta, mode, remotes: browserRemotes, preloads: await preloads, routeModule: route?.module };
      return { status, html: documentOf(head), ssr: false, reason };
    };

    if (route) {
      try {
        meta =
          metaOf(await withTimeout(loadFederated(route.module), timeoutMs, `Loading ${route.module}`)) ?? SITE_META;
      } catch (error) {
        // A remote that failed to load (its server down, an error page) or did not arrive in time.
        return clientRendered(error instanceof RenderFallback ? error : new RenderFallback('error', String(error)));
      }
    }

    const body = await renderBody(request.url, mode, Math.max(timeoutMs - (Date.now() - started), 50), timeoutMs);
    if (body instanceof RenderFallback) return clientRendered(body);
    const head = {
      meta,
      mode,
      remotes: browserRemotes,
      preloads: await preloads,
      routeModule: route?.module,
      styles: body.styles,
    };
    return { status, html: documentOf(head, body.html), ssr: true };
  }

  /**
   * A canary visitor's page (issue 30), rendered by their release set's thread; without a ready one (or when it
   * fails), the document with their remotes inline, rendered in their browser. Routed by their releases' pages, which
   * may differ from the live ones (a canary may add a page).
   */
  async function canaryPage(request: PageRequest, theirs: RemoteEntry[], set: string): Promise<PageResult> {
    const answer = await canaries.render(set, { url: request.url, cookie: request.cookie });
    if (!(answer instanceof RenderFallback)) {
      if (answer.reason) options.onFallback?.(answer.reason);
      return answer;
    }
    const pathname = new URL(request.url, 'http://page.invalid').pathname;
    options.onFallback?.(answer.reason);
    log.warn(`Server render of ${pathname} for a canary fell back to client rendering: ${answer.message}`);
    const paged = await withPages(theirs, (r) => serverManifestUrl(r, options.origin), log.warn);
    const route = matchRouteIn(routeTableOf(paged), pathname);
    const html = documentOf({
      meta: route ? SITE_META : NOT_FOUND_META,
      mode: themeFromCookie(request.cookie) ?? 'dark',
      remotes: { remotes: paged.map(forBrowser) },
      preloads: [],
      routeModule: route?.module,
    });
    return { status: route ? 200 : 404, html, ssr: false, reason: answer.reason };
  }

  async function render(request: PageRequest, res: ServerResponse): Promise<void> {
    await ready;
    const { pathname, search } = new URL(request.url, 'http://page.invalid');
    // A canary visitor's releases: their pages are routed, rendered and cached by that release set.
    const theirs = request.remotes === undefined ? undefined : parseRemotesJson(request.remotes).remotes;
    const set = theirs && releaseSetKey(theirs);
    const route = theirs ? matchRouteIn(routeTableOf(theirs), pathname) : matchRoute(pathname);
    // A campaign link (`?utm_source=…`) is the bare page: cached and rendered as such (issue 31).
    const tracked = search !== '' && meaningfulSearch(search) === '';
    const cacheable = (search === '' || tracked) && (!route || !route.path.includes(':'));
    const key = `${themeFromCookie(request.cookie) ?? 'dark'} ${pathname}${set ? ` ${set}` : ''}`;
    let page: RenderedPage | undefined = cacheable ? cache.get(key) : undefined;
    const hit = page !== undefined;
    if (!page) {
      const plain = tracked ? { ...request, url: pathname } : request;
      const rendered = theirs && set ? await canaryPage(plain, theirs, set) : await renderPage(plain);
      page = rendered;
      if (cacheable && rendered.ssr) cache.set(key, rendered);
    }
    const { body, encoding } = encodePage(page, request.acceptEncoding);
    res.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      // For operators and tests, like a CDN's X-Cache: whether these bytes came from the page cache.
      ...(cacheable ? { 'x-page-cache': hit ? 'hit' : 'miss' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  /**
   * Loads every route's remote (then calls `onLoaded`), then renders each public page once (JIT-warm code, and the
   * page cache filled).
   */
  async function warm(onLoaded?: () => void): Promise<void> {
    await ready;
    const routes = routeTable();
    const modules = new Set(routes.map((route) => route.module));
    await Promise.all(
      [...modules].map((id) =>
        loadFederated(id).catch((error: Error) => log.warn(`Could not warm ${id}: ${error.message}`)),
      ),
    );
    onLoaded?.();
    for (const route of routes) {
      if (route.path.includes(':')) continue;
      const page = await renderPage({ url: route.path });
      if (page.ssr) cache.set(`dark ${route.path}`, page);
    }
  }

  function setRemotes(value: unknown): void {
    current = value;
    ready = applyRemotes(value).then(() => cache.clear());
    // Loaded and rendered once before a visitor asks, so the first page of the new release is not the one that
    // waits for its container (and falls back to client rendering).
    void ready
      .then(() => reloadRemotes())
      .then(() => warm())
      .catch((error: Error) => log.warn(`Could not load the new releases: ${error.message}`));
  }

  function setCanaries(sets: unknown[]): void {
    canaries.sync(sets);
    // Pages of a set that ended must not be served again should it come back with other releases live.
    cache.clear();
  }

  return { render, warm, setRemotes, setCanaries, page: renderPage, close: () => canaries.close() };
}

/** A canary's render thread (canary-renderers.ts) runs this file and calls this. */
export function runCanaryWorker(): void {
  serveCanaryRenders(createRenderer);
}
