import type { RemoteEntry } from '@app/web-kit/federation';

interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const TTL_MS = 10_000;

/**
 * The scripts the browser needs for a route's expose, read from the remote's own mf-manifest.json (the one
 * remotes.json names): its remoteEntry.js and the expose's sync chunks. Emitted as <link rel="preload"> so they
 * download while the page's HTML is still arriving instead of after the shell's own scripts ran. Manifests are
 * cached for a few seconds: a new deploy of a remote is picked up without a restart.
 */
export class PreloadPlanner {
  private readonly cache = new Map<string, { at: number; manifest: Promise<BrowserManifest | null> }>();

  constructor(
    private remotes: RemoteEntry[],
    /** Resolves the browser's entry URLs (possibly relative to the page) for fetching from the server. */
    private readonly serverUrl: (entry: string) => string,
    /** Called when a remote's manifest changed since it was last read (a new deploy). */
    private readonly onChange: (remoteName: string) => void = () => undefined,
  ) {}

  private readonly seen = new Map<string, string>();

  /** What is live changed (issue 30): a remote's new release has its own manifest URL, read afresh. */
  setRemotes(remotes: RemoteEntry[]): void {
    this.remotes = remotes;
    this.seen.clear();
  }

  async scriptsFor(id: string): Promise<string[]> {
    const [name, expose] = id.split('/');
    const remote = this.remotes.find((r) => r.name === name);
    if (!remote) return [];
    const manifest = await this.manifest(remote.entry);
    if (manifest) {
      const version = JSON.stringify(manifest.exposes);
      const before = this.seen.get(name);
      this.seen.set(name, version);
      if (before !== undefined && before !== version) this.onChange(name);
    }
    const entry = manifest?.exposes.find((e) => e.path === `./${expose}`);
    if (!manifest || !entry) return [];
    const { remoteEntry } = manifest.metaData;
    const files = [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, ...entry.assets.js.sync];
    return files.map((file) => relativeTo(remote.entry, file));
  }

  private manifest(entry: string): Promise<BrowserManifest | null> {
    const hit = this.cache.get(entry);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.manifest;
    const manifest = fetch(this.serverUrl(entry))
      .then((res) => (res.ok ? (res.json() as Promise<BrowserManifest>) : null))
      .catch(() => null);
    this.cache.set(entry, { at: Date.now(), manifest });
    return manifest;
  }
}

/** `file` next to the manifest URL, kept relative to the page when the manifest's URL is. */
export function relativeTo(manifestUrl: string, file: string): string {
  const base = new URL(manifestUrl, 'http://page.invalid/');
  const url = new URL(file, base);
  return url.origin === 'http://page.invalid' ? `${url.pathname}${url.search}` : url.href;
}
