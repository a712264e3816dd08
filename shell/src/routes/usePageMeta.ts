import { useEffect } from 'react';
import { loadFederated } from '@app/web-kit';
import type { PageMeta } from '@app/contracts';
import { matchRoute } from './routeTable';
import { NOT_FOUND_META, metaOf } from './pageMeta';

function apply(meta: PageMeta) {
  document.title = meta.title;
  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.appendChild(description);
  }
  description.content = meta.description;
}

/**
 * Client-side navigation keeps each page's own title and description (the server wrote them for the first page).
 * The page's remote module says them; a remote that cannot load leaves the previous words in place.
 */
export function usePageMeta(pathname: string) {
  useEffect(() => {
    const route = matchRoute(pathname);
    if (!route) return apply(NOT_FOUND_META);
    let current = true;
    loadFederated(route.module)
      .then((mod) => {
        const meta = metaOf(mod);
        if (current && meta) apply(meta);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
}
