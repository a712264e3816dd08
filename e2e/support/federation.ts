import type { Page } from '@playwright/test';

/** Counts react-dom renderers as they register with the (stubbed) devtools hook: two copies would register twice. */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactRenderers += 1;
        return w.__reactRenderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

/** For each shared singleton: the distinct providers ("<version>@<from>") that were actually loaded, across all containers. */
export function loadedSharedProviders(page: Page, libs: string[]) {
  return page.evaluate((names) => {
    type Entry = { from: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const lib of names) {
      const providers = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, entry] of Object.entries(scopes.default?.[lib] ?? {})) {
          if (entry.loaded) providers.add(`${version}@${entry.from}`);
        }
      }
      result[lib] = [...providers];
    }
    return result;
  }, libs);
}
