import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';
import {
  firstLoadOf,
  overBudgetText,
  remoteEntryFile,
  remoteInfo,
  type ManifestForBudget,
  type RemoteName,
} from '@app/contracts/federation';

const NAME = 'FirstLoadBudgetPlugin';

/** Gzip size of a built file: its precompressed twin when there is one (PrecompressPlugin), else compressed here. */
function gzipSize(dir: string, file: string): number {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return 0;
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : zlib.gzipSync(fs.readFileSync(full)).length;
}

/** Why the build in `dir` is over its first-load budget, or null (no manifest: nothing to measure). */
function budgetProblem(dir: string, remote: RemoteName): string | null {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ManifestForBudget;
  const budget = remoteInfo(remote).firstLoadBudgetKb;
  const firstLoad = firstLoadOf(manifest, (file) => gzipSize(dir, file));
  if (firstLoad.kb <= budget) return null;
  return `${remote}: ${overBudgetText(firstLoad, budget, remoteEntryFile(manifest))} (firstLoadBudgetKb in packages/contracts/src/federation/apps.json)`;
}

/**
 * Fails a remote's own production build when its first load is over its budget (issue 31: the remote team learns it
 * from `npm run build`, not from the release gate later). Measured on the written files, as the gate measures them.
 */
export class FirstLoadBudgetPlugin {
  constructor(private readonly remote: RemoteName) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const problem = budgetProblem(compiler.outputPath, this.remote);
      if (problem) compilation.errors.push(new rspack.WebpackError(problem));
    });
  }
}
