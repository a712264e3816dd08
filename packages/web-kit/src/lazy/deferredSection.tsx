import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

/**
 * Resolves once the element with this id is near the viewport. At once when there is no such element (a page
 * rendered in the browser, not hydrated) or no IntersectionObserver.
 */
export function whenNearViewport(id: string, rootMargin = '200px'): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}

export interface DeferredSectionOptions {
  /** The id the section renders on its outermost element (its anchor, e.g. `booking`). */
  anchorId: string;
  /** Space kept while the section's code loads on a client-rendered page, so nothing below it shifts. */
  minHeight: number | string;
  /** How near the viewport the anchor must come for the code to load (IntersectionObserver's rootMargin). */
  rootMargin?: string;
}

/**
 * A below-the-fold section whose code is not part of the page's first load.
 *
 * - On the server it renders in full (the page's HTML has it: readable without JavaScript, found by crawlers).
 * - Hydrating that HTML, the section's code is fetched only when the section nears the viewport; until then React
 *   keeps the server's markup as it is (a dehydrated Suspense boundary), so nothing moves, and a click inside it makes
 *   React hydrate it first.
 * - Rendered in the browser (client-side navigation), it loads at once behind a placeholder of `minHeight`.
 * - Memoised: a parent re-rendering with equal props (a list refreshed from the API) must not reach the boundary
 *   before it hydrated, or React would drop the server's markup and load the code at once.
 */
export function deferredSection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { anchorId, minHeight, rootMargin }: DeferredSectionOptions,
): ComponentType<P> {
  // The placeholder showing means React is rendering this section in the browser — a client-side navigation, or an
  // update (a theme switch, say) that reached the section before it hydrated, which discards the server's markup.
  // Either way there is nothing left to wait for: load now.
  let openGate = () => undefined as void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const Lazy = lazy(() =>
    typeof window === 'undefined' ? load() : Promise.race([whenNearViewport(anchorId, rootMargin), gate]).then(load),
  );
  function Placeholder() {
    useEffect(() => openGate(), []);
    return <div id={anchorId} style={{ minHeight }} aria-busy="true" />;
  }
  function DeferredSection(props: P) {
    return (
      <Suspense fallback={<Placeholder />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  DeferredSection.displayName = `Deferred(${anchorId})`;
  return memo(DeferredSection);
}
