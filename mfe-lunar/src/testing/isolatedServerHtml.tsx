import type { ComponentType } from 'react';

export interface ServerPage {
  url: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Pages' server HTML rendered from a module registry of their own, as on the real server: nothing of those renders
 * (React's context values, resolved lazy components, the remote's stores) reaches the browser-side copy the test
 * then hydrates. In one registry the streaming renderer leaves its last context values on the shared context
 * objects (a second router "inside" the first), and the browser would start with every deferred section loaded.
 * All pages of a test file render in one call: one server copy of React per file, as one server process.
 */
export async function isolatedServerHtml(pages: ServerPage[]): Promise<string[]> {
  const html: string[] = [];
  // web-kit keeps its theme-mode context on globalThis (one object for the shell and every remote in a page): the
  // server copy must make its own, as in its own process, and leave the browser copy's in place.
  const registry = globalThis as Record<symbol, unknown>;
  const key = Symbol.for('@app/web-kit/ThemeModeContext');
  const browserContext = registry[key];
  delete registry[key];
  try {
    await jest.isolateModulesAsync(async () => {
      const [{ StaticRouter }, { AppProviders }, { renderToHtml }] = await Promise.all([
        import('react-router'),
        import('@app/web-kit'),
        import('./renderToHtml'),
      ]);
      for (const { url, load } of pages) {
        const { default: Page } = await load();
        html.push(
          await renderToHtml(
            <StaticRouter location={url}>
              <AppProviders brand="lunar">
                <Page />
              </AppProviders>
            </StaticRouter>,
          ),
        );
      }
    });
  } finally {
    if (browserContext === undefined) delete registry[key];
    else registry[key] = browserContext;
  }
  return html;
}
