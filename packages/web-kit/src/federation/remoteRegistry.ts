import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  entry: string;
}

let registered: Promise<RemoteEntry[]> | null = null;

/**
 * Remotes are discovered at run time (DESIGN §2): `/remotes.json` on the page's own origin lists each
 * remote's manifest. Both the shell and a remote that consumes another remote's expose call this.
 */
export function ensureRemotes(url = '/remotes.json'): Promise<RemoteEntry[]> {
  if (!registered) {
    registered = fetch(url, { cache: 'no-cache' })
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
        return res.json() as Promise<{ remotes: RemoteEntry[] }>;
      })
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
  if (remote) registerRemotes([remote], { force: true });
}

/** Load `mfe_x/Expose` after the remotes are registered; rejects if the remote or expose is unreachable. */
export async function loadFederated<T>(id: string): Promise<T> {
  await ensureRemotes();
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Remote module ${id} is unavailable`);
  return mod;
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
