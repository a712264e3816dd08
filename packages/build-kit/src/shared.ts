/**
 * The one shared-dependency map every app's federation config uses (DESIGN §2).
 * Everything that carries React context must be a singleton, or a remote would render
 * with its own React / theme / router / store context and silently break.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MUI_SHARE_KEYS, sharedMuiFile } from './shared-mui';

const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'react-redux',
  '@reduxjs/toolkit',
  'notistack',
] as const;

/** The version actually installed (issue 18: read, not typed by hand, so it cannot drift from the package.json files). */
function installedVersion(name: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a package.json found at run time, read synchronously
  return (require(require.resolve(`${name}/package.json`, { paths: [__dirname] })) as { version: string }).version;
}

const versions = Object.fromEntries(SHARED_PACKAGES.map((name) => [name, installedVersion(name)])) as Record<
  (typeof SHARED_PACKAGES)[number],
  string
>;

// Web-kit's exports do not list its package.json, so it is read by path.
const WEB_KIT_VERSION = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../web-kit/package.json'), 'utf8')) as { version: string }
).version;

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
  /** What is provided and used as fallback, when not the package itself. */
  import?: string;
  version?: string;
};

const singleton = (version: string): SharedEntry => ({
  singleton: true,
  requiredVersion: `^${version}`,
  strictVersion: false,
});

export interface SharedOptions {
  /**
   * `curated` (the browser builds, with muiSharing()'s rules and plugin): every MUI module the apps import comes
   * from the shared MUI modules of shared-mui.ts, so a page runs and downloads each MUI component once.
   * `per-path` (default; builds without those rules, e.g. the Node build): only MUI's theme and context packages
   * are shared, and each app bundles the components it imports.
   */
  mui?: 'curated' | 'per-path';
}

export function sharedDependencies(options: SharedOptions = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [name, version] of Object.entries(versions)) {
    shared[name] = singleton(version);
  }
  shared['react/jsx-runtime'] = singleton(versions.react);
  shared['react-dom/client'] = singleton(versions['react-dom']);
  // Both router packages come from one trimmed module (see shared-react-router.ts); a local module has no package
  // version of its own, so the version is stated.
  for (const key of ['react-router', 'react-router-dom'] as const) {
    shared[key] = {
      ...singleton(versions[key]),
      import: path.join(__dirname, 'shared-react-router.ts'),
      version: versions[key],
    };
  }
  // The toast channel's context (web-kit feedback/toaster.ts): the shell's ToastProvider and every remote's useToast
  // must read one context object, and web-kit is compiled into each app.
  shared['@app/web-kit/toast'] = { ...singleton(WEB_KIT_VERSION), version: WEB_KIT_VERSION };
  if (options.mui === 'curated') {
    // The apps' `@mui/material/Button`, `@mui/material/styles`, … are redirected to re-exports of the shared MUI
    // modules (shared-mui.ts), which contain the components and MUI's theme code together. @mui/system is then used
    // only inside them, so it is not shared on its own: sharing it per path made one chunk per path module, each with
    // its own copy of @mui/system's internals (issue 14: the same file in 14 scripts of one page).
    for (const module of Object.keys(MUI_SHARE_KEYS) as (keyof typeof MUI_SHARE_KEYS)[]) {
      shared[MUI_SHARE_KEYS[module]] = {
        ...singleton(versions['@mui/material']),
        import: sharedMuiFile(module),
        version: versions['@mui/material'],
      };
    }
    delete shared['@mui/system'];
    return shared;
  }
  // MUI per path: what carries context is shared — the theme (`@mui/material/styles`, and @mui/system, which MUI's
  // own files import by package name for the theme, default props and colour-scheme contexts) and emotion.
  // Components (`@mui/material/Button`, imported by path) are not: each app bundles the ones it uses.
  delete shared['@mui/material'];
  shared['@mui/material/styles'] = singleton(versions['@mui/material']);
  shared['@mui/system/'] = singleton(versions['@mui/system']);
  return shared;
}

export const SHARED_SINGLETONS = Object.keys(versions);
