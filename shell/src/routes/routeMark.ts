import { ROUTES, type PageExposeId } from '@app/contracts/federation';

/**
 * The `<meta name>` in which the server writes the page module of the route it matched (react-router's `matchPath`,
 * web-kit's `matchRoute`). The shell's first script reads it to start loading that remote at once: it runs before
 * the shared modules are negotiated, so it may not import react-router to match the path itself.
 */
export const ROUTE_MODULE_META = 'route-module';

/** The page module the server named in the document's head, if it is one of the route table's. */
export function markedRouteModule(doc: Pick<Document, 'querySelector'>): PageExposeId | undefined {
  const marked = doc.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_MODULE_META}"]`)?.content;
  return ROUTES.find((route) => route.module === marked)?.module;
}
