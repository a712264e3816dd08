/**
 * A remote owns its routes (issue 30 item 6, DESIGN §2): each remote lists its pages in its own `src/remote-pages.ts`, its
 * build publishes them as `pages.json` beside `mf-manifest.json`, and the shell builds its route table, 404 and
 * preloads at run time from the pages of the releases it serves. Adding a page is a change to that remote alone plus
 * its release. Contracts keeps the type of an entry and the checks; `ROUTES` is only the shell's snapshot of what
 * each remote had when the shell was built, used for a remote whose own list cannot be read (its server down, or a
 * release from before remotes published their pages), so its routes still show the remote's fallback and Retry.
 */
import { BRAND_IDS, type BrandId } from '../brands';
import type { RemoteName } from './exposes';
import { REMOTES } from './inventory';
import { ROUTES, type RouteEntry } from './routes';

/** One routed page of a remote: `expose` names its federation expose (`./<expose>`), a component taking no props. */
export interface RemotePage {
  /** A react-router path pattern (`:param` segments allowed), starting with `/`. */
  path: string;
  /** The expose's name, e.g. `LunarLightPage` (its module is `src/pages/<expose>.tsx`). */
  expose: string;
  /** Which brand theme wraps the page. */
  brand: BrandId;
}

/** The file a remote's build writes beside its mf-manifest.json. */
export const PAGES_FILE = 'pages.json';

const PATH = /^\/[A-Za-z0-9\-._~/:]*$/;
const EXPOSE = /^[A-Z][A-Za-z0-9]*$/;

/** Why a parsed pages.json is not a list of pages (null when it is): the first problem found. */
export function pagesProblem(data: unknown): string | null {
  if (!Array.isArray(data)) return 'is not an array of pages';
  const paths = new Set<string>();
  for (const [index, page] of data.entries()) {
    if (typeof page !== 'object' || page === null) return `page ${index} is not an object`;
    const { path, expose, brand } = page as Record<string, unknown>;
    if (typeof path !== 'string' || !PATH.test(path))
      return `page ${index} has no valid path (${JSON.stringify(path)})`;
    if (paths.has(path)) return `the path ${path} is listed twice`;
    paths.add(path);
    if (typeof expose !== 'string' || !EXPOSE.test(expose))
      return `page ${path} names no valid expose (${JSON.stringify(expose)})`;
    if (typeof brand !== 'string' || !(BRAND_IDS as readonly string[]).includes(brand))
      return `page ${path} has an unknown brand (${JSON.stringify(brand)})`;
  }
  return null;
}

/** Only the fields of a page (a pages.json may carry more for other readers). */
export function pagesOf(data: readonly RemotePage[]): RemotePage[] {
  return data.map(({ path, expose, brand }) => ({ path, expose, brand }));
}

/**
 * The shell's route table: each remote's own pages when its entry carries them, else that remote's routes of the
 * shell's snapshot (`ROUTES`). Remotes in inventory order; a path a remote before it already claims is skipped (the
 * release gate refuses such a release, so this only guards a table built from a hand-edited remotes.json).
 */
export function routeTableOf(
  remotes: ReadonlyArray<{ name: RemoteName; pages?: readonly RemotePage[] }>,
): RouteEntry[] {
  const table: RouteEntry[] = [];
  const claimed = new Set<string>();
  for (const { name } of REMOTES) {
    const pages = remotes.find((r) => r.name === name)?.pages;
    const entries: RouteEntry[] = pages
      ? pages.map((p) => ({ path: p.path, module: `${name}/${p.expose}` as RouteEntry['module'], brand: p.brand }))
      : ROUTES.filter((r) => r.module.startsWith(`${name}/`));
    for (const entry of entries) {
      if (claimed.has(entry.path)) continue;
      claimed.add(entry.path);
      table.push(entry);
    }
  }
  return table;
}
