import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

const NAME = 'StandaloneRuntimePlugin';
/** Not content-hashed on purpose: the template names it, and unhashed files are served with no-cache. */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

let bundled: Promise<string> | null = null;

/** Builds standalone-federation-runtime.ts once per process, without federation (so nothing is external). */
function bundleRuntime(): Promise<string> {
  bundled ??= new Promise((resolve, reject) => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-standalone-runtime-'));
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      context: __dirname,
      entry: path.join(__dirname, 'standalone-federation-runtime.ts'),
      devtool: false,
      output: { path: outDir, filename: STANDALONE_RUNTIME_FILE },
      resolve: { extensions: ['.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
            type: 'javascript/auto',
          },
        ],
      },
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve(fs.readFileSync(path.join(outDir, STANDALONE_RUNTIME_FILE), 'utf8'));
      fs.rmSync(outDir, { recursive: true, force: true });
    });
  });
  return bundled;
}

/** Emits the federation runtime a remote's standalone index.html loads before its own entry (see the template). */
export class StandaloneRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.emitAsset(STANDALONE_RUNTIME_FILE, new rspack.sources.RawSource(await bundleRuntime()));
        },
      );
    });
  }
}
