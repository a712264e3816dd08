import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

const NAME = 'PrecompressPlugin';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the browser downloads; source maps only matter to developers. */
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|webmanifest|txt)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset at build time, at the highest settings, so the
 * single-origin server (`preCompressed` static serving) and any static host send compressed files without spending
 * CPU per request. Content-hashed names stay unchanged: the compressed twins are found by suffix.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES)
            .map(async (asset) => {
              const input = asset.source.buffer();
              const [br, gz] = await Promise.all([
                brotli(input, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                  },
                }),
                gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
