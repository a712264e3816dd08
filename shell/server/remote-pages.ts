/**
 * The pages of the releases the renderer serves (issue 30: a remote owns its routes): each remote's pages.json, read
 * beside the manifest this server reaches, so the route table, the status code, the preloads and the page's inline
 * remotes.json all follow what each remote published. A remote whose list cannot be read keeps the shell's snapshot
 * of its routes (contracts' ROUTES): its pages still answer, and show the remote's fallback if it is down.
 */
import { PAGES_FILE, pagesOf, pagesProblem, type RemoteEntry, type RemotePage } from '@app/contracts';

/** The remote's Node container: as remotes.json says, else in `server/` beside the browser manifest it names. */
export function serverEntry(remote: Pick<RemoteEntry, 'entry' | 'serverEntry'>, origin: string): string {
  return remote.serverEntry ?? new URL('server/remoteEntry.js', new URL(remote.entry, origin)).href;
}

/** The browser manifest as this server reaches it (next to the server folder): where its pages.json sits too. */
export function serverManifestUrl(remote: Pick<RemoteEntry, 'entry' | 'serverEntry'>, origin: string): string {
  return remote.serverEntry
    ? new URL('../mf-manifest.json', remote.serverEntry).href
    : new URL(remote.entry, origin).href;
}

/** A page list is small and local: past this the render goes on without it rather than wait. */
const PAGES_TIMEOUT_MS = 2000;

/** The list; undefined when the release has none; a string saying why it could not be read. */
async function readPages(url: string): Promise<RemotePage[] | undefined | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(PAGES_TIMEOUT_MS) });
    // A release from before remotes published their pages has none: the snapshot stands in, nothing to report.
    if (res.status === 404) return undefined;
    if (!res.ok) return `${res.status} ${res.statusText}`;
    const data = (await res.json()) as unknown;
    const problem = pagesProblem(data);
    return problem ? `it ${problem}` : pagesOf(data as RemotePage[]);
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The remotes with their pages. `manifestUrl` is where this server reaches a remote's mf-manifest.json; entries that
 * already carry pages keep them. Never throws: a list that cannot be read is logged and left out.
 */
export async function withPages(
  remotes: RemoteEntry[],
  manifestUrl: (remote: RemoteEntry) => string,
  warn: (message: string) => void,
): Promise<RemoteEntry[]> {
  return Promise.all(
    remotes.map(async (remote) => {
      if (remote.pages) return remote;
      const url = new URL(PAGES_FILE, manifestUrl(remote)).href;
      const pages = await readPages(url);
      if (typeof pages === 'string') {
        warn(`The pages of ${remote.name} (${url}) could not be read: ${pages}; its routes are the shell's snapshot`);
        return remote;
      }
      return pages ? { ...remote, pages } : remote;
    }),
  );
}
