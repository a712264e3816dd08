/**
 * The shell deployed alone follows the release registry (issue 30): it reads the API's /remotes.json (what the
 * registry says is live, every replica's copy the same) every second and hands a change to the renderer, so a
 * release, promote or rollback reaches its server render and the pages it sends within about a second, without a
 * restart. The registry names each release by its versioned path (`/mfe/<remote>/<release-id>/mf-manifest.json`),
 * which browsers load from the site's origin; this server reaches the same files at RELEASES_URL, where the releases
 * volume is served with the Node builds (compose: http://releases:8081).
 */
import { parseRemotesJson, type RemoteEntry } from '@app/contracts/federation';

/** A canary's release set and the visitors' buckets that get it (`from`–`to`, inclusive). */
export interface CanaryBuckets {
  from: number;
  to: number;
  /** As browsers load it: the page carries it inline. */
  remotes: RemoteEntry[];
  /** The same with the Node containers: a render thread's (the renderer's setCanaries). */
  server: { remotes: RemoteEntry[] };
}

export interface FollowedRemotes {
  /** The live remotes.json as the API sends it to browsers: what browsers get from this server. */
  json: string;
  /** The same with each release's Node container at RELEASES_URL: what the renderer is given. */
  server: { remotes: RemoteEntry[] };
  /** The remotes as parsed (their origins make the CSP). */
  remotes: RemoteEntry[];
  /** The canaries' release sets (none while no remote has a canary). */
  canaries: CanaryBuckets[];
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
  const data = JSON.parse(json) as { canaries?: Array<{ from: number; to: number; remotes: unknown }> };
  const { remotes } = parseRemotesJson(data);
  const canaries = (data.canaries ?? []).map(({ from, to, remotes: set }) => {
    const parsed = parseRemotesJson({ remotes: set }).remotes;
    return { from, to, remotes: parsed, server: { remotes: withServerEntries(parsed, releasesUrl) } };
  });
  return {
    json: JSON.stringify({ remotes }),
    remotes,
    server: { remotes: withServerEntries(remotes, releasesUrl) },
    canaries,
  };
}

/** The releases of a visitor's bucket when a canary serves it, else undefined (the live ones). */
export function canaryFor(followed: FollowedRemotes, bucket: number | null): CanaryBuckets | undefined {
  return bucket === null ? undefined : followed.canaries.find(({ from, to }) => bucket >= from && bucket <= to);
}

export interface FollowOptions {
  /** The API's /remotes.json, e.g. http://api:3000/remotes.json (read with `?canaries=1`). */
  url: string;
  releasesUrl: string;
  intervalMs?: number;
  onChange: (remotes: FollowedRemotes) => void;
  log: { warn: (message: string) => void };
  fetch?: typeof fetch;
}

const withCanaries = (url: string) => `${url}${url.includes('?') ? '&' : '?'}canaries=1`;

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
      const res = await get(withCanaries(options.url), { signal: AbortSignal.timeout(2_000) });
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
