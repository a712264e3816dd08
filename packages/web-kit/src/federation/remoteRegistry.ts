import { getInstance, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  PAGES_FILE,
  pagesOf,
  pagesProblem,
  parseRemotesJson,
  routeTableOf,
  type ExposeId,
  type ExposeMap,
  type FunctionExposeId,
  type RemoteEntry,
  type RemoteName,
  type RemotePage,
} from '@app/contracts/federation';
import { setRouteTable } from '../routing/routeTableStore';

export type { RemoteEntry };

/**
 * What `loadFederated(id)` resolves to: a function expose's module exports the function (as default and by name);
 * a component expose's default export is a component of the props ExposeMap names.
 */
export type FederatedModule<K extends ExposeId> = K extends FunctionExposeId
  ? { default: ExposeMap[K] } & Partial<Record<K extends `${string}/${infer E}` ? E : never, ExposeMap[K]>>
  : { default: (props: ExposeMap[K]) => unknown; meta?: unknown };

/**
 * Where the remotes come from when there is no page to fetch `/remotes.json` from: the shell's server renderer puts
 * the remotes' server containers here (one Node process, every app's copy of web-kit reads the same global).
 */
export const INLINE_REMOTES_KEY = '__APP_REMOTES__';
/** A server-rendered page carries remotes.json in `<script type="application/json" id=…>` (data, so no CSP hash). */
export const INLINE_REMOTES_ELEMENT_ID = 'app-remotes';
type RemotesGlobal = typeof globalThis & { [INLINE_REMOTES_KEY]?: { remotes: RemoteEntry[] } };

function inlineRemotes(): { remotes: RemoteEntry[] } | undefined {
  const fromServer = (globalThis as RemotesGlobal)[INLINE_REMOTES_KEY];
  if (fromServer || typeof document === 'undefined') return fromServer;
  const element = document.getElementById(INLINE_REMOTES_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as { remotes: RemoteEntry[] };
  } catch {
    return undefined;
  }
}

/**
 * Bumped by the server renderer when what is live changes (issue 30). Each app's copy of this module (the shell's and
 * every remote's, one federation runtime) compares it with the one it registered under, and re-reads the remotes.
 */
const GENERATION_KEY = '__APP_REMOTES_GENERATION__';
type GenerationGlobal = typeof globalThis & { [GENERATION_KEY]?: number };

let registered: Promise<RemoteEntry[]> | null = null;
let generation = 0;
/** Modules already loaded, by `remote/Expose`: lets a server-rendered page hydrate without suspending. */
const loaded = new Map<string, unknown>();

/** A new generation: modules loaded from the old releases are forgotten and the remotes are read again. */
function followGeneration(): void {
  const current = (globalThis as GenerationGlobal)[GENERATION_KEY] ?? 0;
  if (current === generation) return;
  generation = current;
  registered = null;
  loaded.clear();
}

/**
 * Registers what is not registered yet with the same entry. The runtime is shared by every app's copy of this module:
 * a remote another copy already moved to its new release is left alone, and only a changed one is replaced (force).
 */
function register(remotes: RemoteEntry[]): void {
  const current = getInstance()?.options.remotes ?? [];
  // The runtime stores a browser's entries as absolute URLs: compare addresses, not spellings.
  const base = typeof window === 'undefined' ? 'http://server.invalid/' : window.location.href;
  const address = (entry: string) => new URL(entry, base).href;
  const entryOf = (name: string) => {
    const remote = current.find((r) => r.name === name);
    return remote && 'entry' in remote ? address(remote.entry) : undefined;
  };
  const fresh = remotes.filter((remote) => entryOf(remote.name) === undefined);
  const moved = remotes.filter((remote) => ![undefined, address(remote.entry)].includes(entryOf(remote.name)));
  if (fresh.length > 0) registerRemotes(fresh);
  if (moved.length > 0) registerRemotes(moved, { force: true });
}

function fetchRemotes(url: string): Promise<unknown> {
  const inline = inlineRemotes();
  if (inline) return Promise.resolve(inline);
  return fetch(url, { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return res.json() as Promise<unknown>;
  });
}

/** How long a browser waits for a remote's pages.json before routing by the shell's snapshot of its pages. */
const PAGES_TIMEOUT_MS = 3_000;

/** A remote's pages.json, read beside its manifest; undefined when it cannot be read or is not a list of pages. */
async function fetchPages(entry: string): Promise<RemotePage[] | undefined> {
  try {
    const res = await fetch(new URL(PAGES_FILE, new URL(entry, window.location.href)).href, {
      signal: AbortSignal.timeout(PAGES_TIMEOUT_MS),
    });
    if (!res.ok) return undefined;
    const data = (await res.json()) as unknown;
    return pagesProblem(data) === null ? pagesOf(data as RemotePage[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each remote with its pages (issue 30: a remote owns its routes). A server-rendered page carries them inline; else
 * the browser reads each remote's pages.json beside its manifest (releases are immutable, so it caches well). On the
 * server the renderer has put them in the inline remotes already.
 */
async function withPages(remotes: RemoteEntry[]): Promise<RemoteEntry[]> {
  if (typeof window === 'undefined') return remotes;
  return Promise.all(
    remotes.map(async (remote) => {
      if (remote.pages) return remote;
      const pages = await fetchPages(remote.entry);
      return pages ? { ...remote, pages } : remote;
    }),
  );
}

/**
 * Remotes are discovered at run time (DESIGN §2): `/remotes.json` on the page's own origin lists each
 * remote's manifest. Both the shell and a remote that consumes another remote's expose call this.
 */
export function ensureRemotes(url = '/remotes.json'): Promise<RemoteEntry[]> {
  followGeneration();
  if (!registered) {
    registered = fetchRemotes(url)
      .then(async (data) => {
        // A remote the schema rejects is reported and left out whole; the others still load.
        const { remotes, rejected } = parseRemotesJson(data);
        for (const reason of rejected) console.error(`Not registered: ${reason}`);
        register(remotes.map(({ pages: _pages, ...remote }) => remote));
        const paged = await withPages(remotes);
        setRouteTable(routeTableOf(paged));
        return paged;
      })
      .catch((err: unknown) => {
        registered = null;
        throw err;
      });
  }
  return registered;
}

/**
 * The server renderer's remotes changed (a release, promote or rollback, issue 30): it has put the new list under
 * INLINE_REMOTES_KEY; every app's copy forgets what it loaded and registers the changed remotes on its next load.
 */
export async function reloadRemotes(): Promise<void> {
  const global = globalThis as GenerationGlobal;
  global[GENERATION_KEY] = (global[GENERATION_KEY] ?? 0) + 1;
  await ensureRemotes();
}

/** Forget a remote's cached (possibly failed) container so the next load tries the network again. */
export async function resetRemote(remoteName: RemoteName): Promise<void> {
  const remotes = await ensureRemotes();
  const remote = remotes.find((r) => r.name === remoteName);
  for (const id of [...loaded.keys()]) if (id.startsWith(`${remoteName}/`)) loaded.delete(id);
  if (remote) registerRemotes([remote], { force: true });
}

/** Load `mfe_x/Expose` after the remotes are registered; rejects if the remote or expose is unreachable. */
export async function loadFederated<K extends ExposeId>(id: K): Promise<FederatedModule<K>> {
  await ensureRemotes();
  const mod = await loadRemote<FederatedModule<K>>(id);
  if (!mod) throw new Error(`Remote module ${id} is unavailable`);
  loaded.set(id, mod);
  return mod;
}

/** The module if `loadFederated(id)` already resolved in this page (or server process), else undefined. */
export function loadedFederated<K extends ExposeId>(id: K): FederatedModule<K> | undefined {
  followGeneration();
  return loaded.get(id) as FederatedModule<K> | undefined;
}

/**
 * Starts downloading `mfe_x/Expose` (its remote's manifest, remoteEntry and the expose's own chunks) without running
 * it. The shell calls this for the current route before its own bootstrap chunks arrive, so the two downloads
 * overlap instead of running one after the other. Failures are left to the real load, which shows the fallback.
 */
export async function preloadFederated(id: ExposeId): Promise<void> {
  const [name, expose] = id.split('/');
  await ensureRemotes();
  await preloadRemote([{ nameOrAlias: name, exposes: [`./${expose}`], resourceCategory: 'sync', share: false }]);
}
