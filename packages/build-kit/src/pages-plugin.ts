import { rspack, type Compiler } from '@rspack/core';
import { PAGES_FILE, pagesOf, pagesProblem, type RemotePage } from '@app/contracts/federation';

const NAME = 'RemotePagesPlugin';

/** `./<expose>` → `./src/pages/<expose>.tsx` for each page: a page's module lives where its name says. */
export function pageExposes(pages: readonly RemotePage[]): Record<string, string> {
  return Object.fromEntries(pages.map((page) => [`./${page.expose}`, `./src/pages/${page.expose}.tsx`]));
}

/**
 * Publishes a remote's pages as pages.json beside mf-manifest.json (issue 30: a remote owns its routes). The release
 * carries it, the gate checks it against the manifest's exposes, and the shell routes by it at run time. A list that
 * is not one fails the build with the reason.
 */
export class RemotePagesPlugin {
  constructor(private readonly pages: readonly RemotePage[]) {
    const problem = pagesProblem(pages);
    if (problem) throw new Error(`src/remote-pages.ts ${problem}`);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(PAGES_FILE, new rspack.sources.RawSource(`${JSON.stringify(pagesOf(this.pages))}\n`));
        },
      );
    });
  }
}
