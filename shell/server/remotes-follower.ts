/**
 * The shell deployed alone follows the release registry (issue 30): it reads the API's /remotes.json (what the
 * registry says is live, every replica's copy the same) every second and hands a change to the renderer, so a
 * release, promote or rollback reaches its server render and the pages it sends within about a second, without a
 * restart. The registry names each release by its versioned path (`/mfe/<remote>/<release-id>/mf-manifest.json`),
 * which browsers load from the site's origin; this server reaches the same files at RELEASES_URL, where the releases
 * volume is served with the Node builds (compose: http://releases:8081).
 */
import { parseRemotesJson, type RemoteEntry } from '@app/contracts/federation';

export interface FollowedRemotes {
  /** remotes.json exactly as the API sent it: what browsers get from this server. */
  json: string;
  /** The same with each release's Node container at RELEASES_URL: what the renderer is given. */
  server: { remotes: RemoteEntry[] };
  /** The remotes as parsed (their origins make the CSP). */
  remotes: RemoteEntry[];
}

/** A release served from the site's own origin gets its Node container at `releasesUrl`; others keep theirs. */
export function withServerEntries(remotes: RemoteEntry[], releasesUrl: string): RemoteEntry[] {
  return remotes.map((remote) => {
    if (remote.serverEntry || !remote.entry.startsWith('/mfe/')) return remote;
    const base = remote.entry.replace(/mf-manifest\.json$/, '');
    return { ...remote, serverEntry: new URL(`${base}server/remoteEntry.js`, releasesUrl).href };
  });
}

export function parseFollowed(json: string, releasesUrl: string): FollowedRemotes {
  const { remotes } = parseRemotesJson(JSON.parse(json) as unknown);
  return { json, remotes, server: { remotes: withServerEntries(remotes, releasesUrl) } };
}

export interface FollowOptions {
  /** The API's /remotes.json, e.g. http://api:3000/remotes.json. */
  url: string;
  releasesUrl: string;
  intervalMs?: number;
  onChange: (remotes: FollowedRemotes) => void;
  log: { warn: (message: string) => void };
  fetch?: typeof fetch;
}

/**
 * Reads `url` now and then every `intervalMs`; calls `onChange` with each new content (the first read included). A
 * read that fails keeps what was last read (the API restarting, a replica stopping) and is reported once per outage.
 */
export function followRemotes(options: FollowOptions): { first: Promise<void>; stop: () => void } {
  const get = options.fetch ?? fetch;
  let last: string | null = null;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const read = async () => {
    try {
      const res = await get(options.url, { signal: AbortSignal.timeout(2_000) });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      const json = await res.text();
      failing = false;
      if (json === last) return;
      const followed = parseFollowed(json, options.releasesUrl);
      last = json;
      options.onChange(followed);
    } catch (error) {
      if (!failing) options.log.warn(`Could not read ${options.url}: ${(error as Error).message}; keeping the remotes`);
      failing = true;
    }
  };
  const loop = () => {
    if (stopped) return;
    timer = setTimeout(() => void read().finally(loop), options.intervalMs ?? 1_000);
    timer.unref();
  };
  const first = read().finally(loop);
  return {
    first,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
