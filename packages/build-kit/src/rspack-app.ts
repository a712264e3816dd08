/**
 * One rspack config for all five frontends, so the shell and the remotes build the same way and
 * differ only in name, port and exposes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sourceResolve, sourceRules } from './compile';
import { sharedDependencies } from './shared';
import { assertMuiCovered, muiSharing } from './shared-mui';
import { API_DEV_PORT, SHELL_APP, devRemotesJson, exposesOf, remoteInfo } from './remotes';
import type { RemoteName, RemotePage } from '@app/contracts/federation';
import { pageExposes, RemotePagesPlugin } from './pages-plugin';
import { FirstLoadBudgetPlugin } from './budget-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { STANDALONE_RUNTIME_FILE, StandaloneRuntimePlugin } from './standalone-runtime-plugin';
import { createServerConfig } from './rspack-server';

export interface AppBuildOptions {
  /** The app's folder (pass `__dirname` of its rspack.config.ts). */
  dir: string;
  /** Federation container name, a JS identifier such as `mfe_lunar`. */
  name: string;
  title: string;
  devPort: number;
  exposes?: Record<string, string>;
  /** A remote's routed pages (its src/remote-pages.ts), published as pages.json. */
  pages?: readonly RemotePage[];
  /** The host serves at `/` (deep links need absolute chunk URLs); remotes resolve chunks from their manifest URL. */
  isHost?: boolean;
}

export function createAppConfig(options: AppBuildOptions, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const isDev = mode === 'development';
  const apiTarget = process.env.API_URL ?? `http://localhost:${API_DEV_PORT}`;
  const externalRuntime = !isDev && !options.isHost;
  // Every MUI module the app (or web-kit, which it compiles) imports must come from the shared MUI modules.
  assertMuiCovered([path.join(options.dir, 'src'), path.dirname(require.resolve('@app/web-kit'))]);
  const mui = muiSharing();

  return {
    name: options.name,
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      // dist/server belongs to the server build beside this one.
      clean: { keep: (file: string) => file.startsWith('server') },
    },
    resolve: sourceResolve(),
    module: { rules: [...sourceRules({ development: isDev }), ...mui.rules] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        // A production remote's standalone page first loads the federation runtime the shell would provide.
        // The site's icon lives in the shell's public/ folder (without one the browser's /favicon.ico request 404s).
        templateParameters: {
          title: options.title,
          standaloneRuntime: externalRuntime ? STANDALONE_RUNTIME_FILE : '',
          favicon: options.isHost ? '/icons/icon-192.png' : '',
        },
        // The remote's own page only matters standalone; the shell's is the site.
        filename: 'index.html',
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedDependencies({ mui: 'curated' }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime per page in production: the shell provides it and the remotes use it (their
        // standalone pages get it from StandaloneRuntimePlugin). Dev servers keep one runtime per app.
        // `target: 'web'` leaves the federation SDK's Node-only code (script loading through vm) out of the browser.
        experiments: {
          optimization: { target: 'web' },
          ...(isDev ? {} : options.isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      ...mui.plugins,
      ...(options.pages ? [new RemotePagesPlugin(options.pages)] : []),
      ...(externalRuntime ? [new StandaloneRuntimePlugin()] : []),
      ...(isDev ? [] : [new PrecompressPlugin()]),
      ...(isDev || options.isHost ? [] : [new FirstLoadBudgetPlugin(options.name as RemoteName)]),
      ...(fs.existsSync(path.join(options.dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // Each shared module is its own chunk, and the defaults copy the small helpers they need (clsx, @mui/utils,
          // react-is, emotion's serializer and cache, which @emotion/react, @emotion/styled and MUI all import) into
          // each one. One chunk of those helpers per app is smaller, and no helper arrives twice.
          helpers: {
            test: /[\\/]node_modules[\\/](clsx|react-is|prop-types|stylis|@babel[\\/]runtime|@mui[\\/]utils|@emotion[\\/](?!react[\\/]|styled[\\/])[^\\/]+)[\\/]/,
            name: 'helpers',
            // Never the entries: a remote's remoteEntry.js must stay one self-contained file.
            chunks: 'async',
            enforce: true,
          },
          // MUI's internals that two shared MUI tiers both use (Collapse in core and in Accordion, List in core and in
          // Select's menu): a chunk of their own however small, or each tier would carry a copy (shared-mui.ts).
          muiInternals: {
            test: /[\\/]node_modules[\\/](@mui|react-transition-group|@popperjs)[\\/]/,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: -5,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In dev every app (shell or standalone remote) discovers the remotes on their own dev ports.
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(devRemotesJson()));
          },
        });
        return middlewares;
      },
      proxy: [
        { context: ['/api'], target: apiTarget, changeOrigin: true },
        { context: ['/ws'], target: apiTarget.replace(/^http/, 'ws'), ws: true },
      ],
    },
  } as Configuration;
}

/**
 * The browser build, plus in production the Node build of the same exposes (and, for the host, of its renderer
 * `server/render.tsx`) under dist/server — one `rspack build` makes both, so they never drift apart.
 */
export function createAppConfigs(
  options: AppBuildOptions,
  argv: { mode?: string } = {},
): Configuration | Configuration[] {
  const browser = createAppConfig(options, argv);
  if (argv.mode === 'development') return browser;
  const server = createServerConfig({
    dir: options.dir,
    name: options.isHost ? `${options.name}_renderer` : options.name,
    exposes: options.isHost ? undefined : options.exposes,
    entry: options.isHost ? { render: './server/render.tsx', serve: './server/serve.ts' } : undefined,
  });
  // After the browser build, whose output.clean would otherwise race with dist/server.
  return [browser, { ...server, dependencies: [options.name] }];
}

/**
 * A remote's builds: its name, dev port and title from contracts' inventory, its exposes from contracts' ExposeMap
 * plus its own pages (issue 30: a page the contract does not know yet is exposed all the same, and routed by its
 * pages.json).
 */
export function createRemoteConfigs(
  dir: string,
  name: RemoteName,
  argv: { mode?: string } = {},
  pages: readonly RemotePage[] = [],
) {
  const self = remoteInfo(name);
  const exposes = { ...exposesOf(name), ...pageExposes(pages) };
  return createAppConfigs({ dir, name, title: self.title, devPort: self.devPort, exposes, pages }, argv);
}

/** The shell's builds (the host). */
export function createShellConfigs(dir: string, argv: { mode?: string } = {}) {
  return createAppConfigs(
    { dir, name: 'shell', title: SHELL_APP.title, devPort: SHELL_APP.devPort, isHost: true },
    argv,
  );
}
