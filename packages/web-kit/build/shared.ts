/**
 * The one shared-dependency map every app's federation config uses (DESIGN §2).
 * Everything that carries React context must be a singleton, or a remote would render
 * with its own React / theme / router / store context and silently break.
 */
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

type SharedEntry = { singleton: true; requiredVersion: string; strictVersion: false };

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
  // Apps import MUI by path (`@mui/material/Button`) so each app only ships the components it uses;
  // the trailing-slash keys share every such path module as a singleton too.
  shared['@mui/material/'] = singleton(versions['@mui/material']);
  shared['@mui/system/'] = singleton(versions['@mui/system']);
  return shared;
}

export const SHARED_SINGLETONS = Object.keys(versions);
