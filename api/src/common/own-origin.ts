import type { AppConfig } from '../config/app-config.schema';

/** What a browser tells us about where a request came from (headers as Node/fastify give them, lower-case). */
export interface RequestOriginHeaders {
  origin?: string | string[];
  host?: string | string[];
  'sec-fetch-site'?: string | string[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/**
 * The site's own origins: its public address and the dev servers' (CORS_ORIGINS). A request whose Origin names
 * the host it was sent to (`Host` header, kept by the proxies in front) is same-origin too, so a server reached by
 * another name than PUBLIC_URL (localhost vs 127.0.0.1, a test port) still works.
 */
export function ownOrigins(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins.map((o) => new URL(o).origin)]);
}

/**
 * Did a browser send this from one of our own pages? Used for CSRF (state-changing HTTP requests) and for the
 * WebSocket upgrade (cross-site WebSocket hijacking). Another port of the same host is another origin ("same-site"
 * to the browser, and SameSite=Lax cookies travel there): refused unless configured.
 *
 * A request with neither `Origin` nor `Sec-Fetch-Site` did not come from a browser page (curl, a server, a webhook,
 * a test client): CSRF needs a victim's browser, so it is allowed here — admin cookies still need their CSRF token.
 */
export function isOwnOrigin(headers: RequestOriginHeaders, own: ReadonlySet<string>): boolean {
  const origin = first(headers.origin);
  const site = first(headers['sec-fetch-site']);
  if (origin && origin !== 'null') {
    if (own.has(origin)) return true;
    const host = first(headers.host);
    try {
      return !!host && new URL(origin).host === host.toLowerCase();
    } catch {
      return false;
    }
  }
  // `Origin: null` (sandboxed frames, some redirects) or no Origin: trust only what the browser itself says.
  if (site) return site === 'same-origin' || site === 'none';
  return origin !== 'null';
}
