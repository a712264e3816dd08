/**
 * The one shared-dependency map every app's federation config uses (DESIGN §2).
 * Everything that carries React context must be a singleton, or a remote would render
 * with its own React / theme / router / store context and silently break.
 */
import path from 'node:path';

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  '@mui/material': '9.5.0',
  '@mui/system': '9.5.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  'react-redux': '9.3.1',
  '@reduxjs/toolkit': '2.14.0',
  notistack: '3.0.2',
} as const;

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

export function sharedDependencies(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [name, version] of Object.entries(versions)) {
    shared[name] = singleton(version);
  }
  shared['react/jsx-runtime'] = singleton(versions.react);
  shared['react-dom/client'] = singleton(versions['react-dom']);
  // MUI: what carries context is shared — the theme (`@mui/material/styles`, and @mui/system, which MUI's own
  // files import by package name for the theme, default props and colour-scheme contexts) and emotion. Components
  // (`@mui/material/Button`, imported by path) are not: each app bundles the ones it uses into its own chunks.
  // Sharing every path module made one tiny chunk per component, a share-table entry per component in every
  // remoteEntry, and still copied MUI's relative internals into each of those chunks (issue 9, first-load JS).
  delete shared['@mui/material'];
  shared['@mui/material/styles'] = singleton(versions['@mui/material']);
  // Both router packages come from one trimmed module (see shared-react-router.ts); a local module has no package
  // version of its own, so the version is stated.
  for (const key of ['react-router', 'react-router-dom'] as const) {
    shared[key] = { ...singleton(versions[key]), import: path.join(__dirname, 'shared-react-router.ts'), version: versions[key] };
  }
  shared['@mui/system/'] = singleton(versions['@mui/system']);
  return shared;
}

export const SHARED_SINGLETONS = Object.keys(versions);
