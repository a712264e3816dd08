import { EXPOSE_IDS, REMOTES, ROUTES, type PageExposeId } from '@app/contracts/federation';

/**
 * The `<meta name>` in which the server writes the page module of the route it matched (react-router's `matchPath`,
 * web-kit's `matchRoute`). The shell's first script reads it to start loading that remote at once: it runs before
 * the shared modules are negotiated, so it may not import react-router to match the path itself.
 */
export const ROUTE_MODULE_META = 'route-module';

const PAGE_MODULE = /^([a-z_]+)\/([A-Z][A-Za-z0-9]*)$/;
const NOT_PAGES = new Set<string>(EXPOSE_IDS.filter((id) => !ROUTES.some((route) => route.module === id)));

/**
 * The page module the server named in the document's head, if it can be a page: one of the snapshot's, or one a
 * remote published since (issue 30: remotes own their routes), but never an expose the contract says is not a page.
 */
export function markedRouteModule(doc: Pick<Document, 'querySelector'>): PageExposeId | undefined {
  const marked = doc.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_MODULE_META}"]`)?.content ?? '';
  const remote = PAGE_MODULE.exec(marked)?.[1];
  if (!remote || !REMOTES.some((r) => r.name === remote) || NOT_PAGES.has(marked)) return undefined;
  // A page is a page by contract (PageProps), whether or not this shell's snapshot knew its name.
  return marked as PageExposeId;
}
