import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.schema';
import { loggableUrl, type RemoteEntry, type RenderFallbackReason } from '@app/contracts';
import type { RenderMetrics } from '../modules/metrics/render-metrics';
import type { LiveReleases } from '../modules/releases/live-releases.service';

/** What shell/dist/server/render.js exports (shell/server/render.tsx); the API imports no frontend source. */
interface ShellRenderer {
  render(
    request: { url: string; cookie?: string; acceptEncoding?: string; remotes?: { remotes: RemoteEntry[] } },
    res: ServerResponse,
  ): Promise<void>;
  warm(): Promise<void>;
  /** A release, promote or rollback changed what is live: later pages render (and hydrate) with these. */
  setRemotes(remotes: ServerRemotesManifest): void;
  /** The release sets canary visitors get: each is server-rendered by a thread of its own (none: no canary runs). */
  setCanaries(sets: ServerRemotesManifest[]): void;
  /** Ends the canary threads. */
  close(): Promise<void>;
}
/** remotes.json as the renderer reads it: `serverEntry` names a remote's Node container (never sent to browsers). */
interface ServerRemotesManifest {
  remotes: RemoteEntry[];
}
interface ShellRendererModule {
  createRenderer(options: {
    remotes: ServerRemotesManifest;
    origin: string;
    timeoutMs: number;
    log: { warn: (message: string) => void };
    /** Each page sent client-rendered, and why (app_render_fallbacks_total). */
    onFallback: (reason: RenderFallbackReason) => void;
  }): ShellRenderer;
}

export const RENDERER_PATH = ['shell', 'dist', 'server', 'render.js'];

/**
 * Loads the shell's built renderer on first use (single-origin mode). Absent (not built yet, or RENDER_TIMEOUT_MS=0)
 * or failing to load, pages are served client-rendered as before — never an error page.
 */
export class PageRendererHost {
  private readonly logger = new Logger('ServerRender');
  private renderer?: Promise<ShellRenderer | null>;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly config: AppConfig,
    private readonly live: LiveReleases,
    /** Where this process serves the remotes' Node builds, `/mfe/_server/<secret>/` (static-site.setup.ts). */
    private readonly serverBuilds: string,
    /** app_render_duration_seconds and app_render_fallbacks_total (modules/metrics). */
    private readonly metrics: Pick<RenderMetrics, 'time' | 'fallback'>,
  ) {}

  /** The renderer, or null when pages should go out client-rendered. */
  get(): Promise<ShellRenderer | null> {
    this.renderer ??= this.load();
    return this.renderer;
  }

  private async load(): Promise<ShellRenderer | null> {
    const file = join(this.config.staticRoot, ...RENDERER_PATH);
    if (this.config.renderTimeoutMs === 0) return null;
    if (!existsSync(file)) {
      this.logger.warn(`${file} is not built: pages are client-rendered (run npm run build)`);
      return null;
    }
    try {
      // A path known only at run time: the bundler never sees it, so no frontend code is compiled into the API.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      const loaded = await (require(file) as Promise<ShellRendererModule> | ShellRendererModule);
      const origin = this.ownOrigin();
      const renderer = loaded.createRenderer({
        remotes: this.withServerEntries(origin, this.live.remotesFor(null)),
        origin,
        timeoutMs: this.config.renderTimeoutMs,
        // Its warnings quote the page's path, and /manage/<token> carries a credential.
        log: { warn: (message) => this.logger.warn(loggableUrl(message)) },
        onFallback: (reason) => this.metrics.fallback(reason),
      });
      const render = renderer.render.bind(renderer);
      renderer.render = (request, res) => this.metrics.time(render(request, res));
      void renderer.warm().catch((error: Error) => this.logger.warn(`Warming the renderer failed: ${error.message}`));
      // A canary's visitors are server-rendered from their releases by a thread per release set, started now.
      renderer.setCanaries(this.canarySets(origin));
      // Every replica hears a registry change (NOTIFY) and moves its renderer on; pages already open keep theirs.
      // A canary started, promoted or aborted starts or ends its thread.
      this.live.onChange(() => {
        renderer.setRemotes(this.withServerEntries(origin, this.live.remotesFor(null)));
        renderer.setCanaries(this.canarySets(origin));
      });
      return renderer;
    } catch (error) {
      this.logger.error(`Could not load the shell's renderer: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * The releases this process serves (/mfe/<name>/<release-id>/) get their Node container at the private path; a
   * remote configured elsewhere (REMOTE_<NAME>_URL) keeps its own `server/` beside its manifest.
   */
  private withServerEntries(origin: string, served: { remotes: RemoteEntry[] }): ServerRemotesManifest {
    return {
      remotes: served.remotes.map((remote) => {
        const prefix = `/mfe/${remote.name}/`;
        if (!remote.entry.startsWith(prefix)) return remote;
        const release = remote.entry.slice(prefix.length).replace(/mf-manifest\.json$/, '');
        return {
          ...remote,
          serverEntry: `${origin}${this.serverBuilds}${remote.name}/${release}server/remoteEntry.js`,
        };
      }),
    };
  }

  private canarySets(origin: string): ServerRemotesManifest[] {
    return this.live.canarySets().map((set) => this.withServerEntries(origin, set));
  }

  /** Ends the canary threads (the app stops). */
  async close(): Promise<void> {
    const renderer = await this.renderer;
    await renderer?.close();
  }

  /** Where this process answers itself: the remotes' server containers are fetched from here like any other file. */
  private ownOrigin(): string {
    const address = this.fastify.server.address() as AddressInfo | null;
    const port = address?.port ?? this.config.port;
    const host = !address || ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  }
}
