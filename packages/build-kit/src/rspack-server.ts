/**
 * The Node (server) build of an app, beside its browser build (DESIGN §2, "the first screen is server-rendered").
 *
 * A remote publishes a `commonjs-module` federation container of the very same exposes under `dist/server/`, so its
 * `mf-manifest.json` URL in remotes.json also locates `server/remoteEntry.js` next to it. The shell builds its
 * renderer (`shell/server/render.tsx`) as a federation host; at run time it registers the remotes' server containers
 * and `@module-federation/node`'s runtime plugin fetches them (and their chunks) over HTTP and runs them. Nothing of a
 * remote is bundled into the renderer, so moving a remote to another origin still needs no rebuild.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sourceResolve, sourceRules } from './compile';
import { sharedDependencies } from './shared';

export const SERVER_DIR = 'server';

export interface ServerBuildOptions {
  dir: string;
  /** The browser container's name for a remote; the host renderer gets its own. */
  name: string;
  exposes?: Record<string, string>;
  /** The host's renderer entry (shell only). */
  entry?: Record<string, string>;
}

export function createServerConfig(options: ServerBuildOptions): Configuration {
  return {
    name: `${options.name}-server`,
    mode: 'production',
    target: 'async-node',
    context: options.dir,
    // A remote has no entry of its own: the container is its only output.
    entry: options.entry ?? {},
    devtool: 'source-map',
    output: {
      path: path.join(options.dir, 'dist', SERVER_DIR),
      // Not `auto`: an empty public path makes the node runtime plugin resolve a remote's chunks next to the
      // remoteEntry.js URL it was loaded from; the host's own chunks load from its folder on disk.
      publicPath: '',
      uniqueName: `${options.name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: sourceResolve(),
    module: { rules: sourceRules({ development: false }) },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}
