/**
 * What a visitor's first page of a remote loads (issue 30's gate and issue 31's build budget): its remoteEntry.js
 * plus the heaviest expose's own sync chunks, as the remote's mf-manifest.json lists them. Sizes come from the
 * caller (gzip of files on disk, or of a build's assets), so this stays free of Node and of any bundler.
 */

/** The parts of an mf-manifest.json the budget reads. */
export interface ManifestForBudget {
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
  metaData?: { remoteEntry?: { name: string; path?: string } };
}

/** The remote entry's file name in the build (`remoteEntry.js` unless the manifest says otherwise). */
export function remoteEntryFile(manifest: ManifestForBudget): string {
  const entry = manifest.metaData?.remoteEntry;
  return entry ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : 'remoteEntry.js';
}

/** The first load in KB (of whatever `sizeOf` measures) and the expose that makes it. */
export function firstLoadOf(
  manifest: ManifestForBudget,
  sizeOf: (file: string) => number,
): { kb: number; expose: string } {
  const base = sizeOf(remoteEntryFile(manifest));
  let heaviest = { kb: base / 1024, expose: '(none)' };
  for (const expose of manifest.exposes ?? []) {
    const files = expose.assets?.js?.sync ?? [];
    const bytes = base + files.reduce((sum, file) => sum + sizeOf(file), 0);
    if (bytes / 1024 > heaviest.kb) heaviest = { kb: bytes / 1024, expose: expose.path };
  }
  return heaviest;
}

/** The words both the release gate and a remote's build use for a first load over its budget. */
export function overBudgetText(
  firstLoad: { kb: number; expose: string },
  budgetKb: number,
  remoteEntry: string,
): string {
  return `first load ${firstLoad.kb.toFixed(1)} KB gzip (${remoteEntry} + ${firstLoad.expose}) is over its budget of ${budgetKb} KB`;
}
