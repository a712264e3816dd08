import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  entry: string;
}

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

let registered: Promise<RemoteEntry[]> | null = null;
/** Modules already loaded, by `remote/Expose`: lets a server-rendered page hydrate without suspending. */
const loaded = new Map<string, unknown>();

function fetchRemotes(url: string): Promise<{ remotes: RemoteEntry[] }> {
  const inline = inlineRemotes();
  if (inline) return Promise.resolve(inline);
  return fetch(url, { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return res.json() as Promise<{ remotes: RemoteEntry[] }>;
  });
}

/**
 * Remotes are discovered at run time (DESIGN §2): `/remotes.json` on the page's own origin lists each
 * remote's manifest. Both the shell and a remote that consumes another remote's expose call this.
 */
export function ensureRemotes(url = '/remotes.json'): Promise<RemoteEntry[]> {
  if (!registered) {
    registered = fetchRemotes(url)
      .then(({ remotes }) => {
        registerRemotes(remotes);
        return remotes;
      })
      .catch((err: unknown) => {
        registered = null;
        throw err;
      });
  }
  return registered;
}

/** Forget a remote's cached (possibly failed) container so the next load tries the network again. */
export async function resetRemote(remoteName: string): Promise<void> {
  const remotes = await ensureRemotes();
  const remote = remotes.find((r) => r.name === remoteName);
  for (const id of [...loaded.keys()]) if (id.startsWith(`${remoteName}/`)) loaded.delete(id);
  if (remote) registerRemotes([remote], { force: true });
}

/** Load `mfe_x/Expose` after the remotes are registered; rejects if the remote or expose is unreachable. */
export async function loadFederated<T>(id: string): Promise<T> {
  await ensureRemotes();
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Remote module ${id} is unavailable`);
  loaded.set(id, mod);
  return mod;
}

/** The module if `loadFederated(id)` already resolved in this page (or server process), else undefined. */
export function loadedFederated<T>(id: string): T | undefined {
  return loaded.get(id) as T | undefined;
}

/**
 * Starts downloading `mfe_x/Expose` (its remote's manifest, remoteEntry and the expose's own chunks) without running
 * it. The shell calls this for the current route before its own bootstrap chunks arrive, so the two downloads
 * overlap instead of running one after the other. Failures are left to the real load, which shows the fallback.
 */
export async function preloadFederated(id: string): Promise<void> {
  const [name, expose] = id.split('/');
  await ensureRemotes();
  await preloadRemote([{ nameOrAlias: name, exposes: [`./${expose}`], resourceCategory: 'sync', share: false }]);
}
