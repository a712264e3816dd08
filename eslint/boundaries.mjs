// DESIGN §1's boundaries, enforced by import-x/no-restricted-paths. Each message starts with the boundary's name so a
// CI failure says which rule was broken and why. Paths are relative to the repository root (where eslint runs).
const remotes = ['mfe-coaching', 'mfe-lunar', 'mfe-payments', 'mfe-admin'];
const apps = [...remotes, 'shell'];
const at = (dir) => `./${dir}`;

const remoteIsolation = remotes.map((remote) => ({
  target: at(remote),
  from: [...apps.filter((app) => app !== remote), 'api', 'e2e', 'reliability', 'bench'].map(at),
  message:
    '[boundary remote-isolation] a remote imports only packages/* and npm packages, never another remote, the shell or the API (DESIGN §1: each brand deploys alone).',
}));

export const boundaryZones = [
  ...remoteIsolation,
  {
    target: at('shell'),
    from: [...remotes, 'api', 'e2e', 'reliability', 'bench'].map(at),
    message:
      '[boundary shell-isolation] the shell loads remotes at run time through federation; it never imports their source or the API.',
  },
  {
    target: at('packages/contracts'),
    from: [...apps, 'api', 'packages/web-kit', 'e2e', 'reliability', 'bench'].map(at),
    message: '[boundary contracts-leaf] contracts is the leaf every side shares: it imports no app and no kit.',
  },
  {
    target: at('packages/contracts'),
    from: [
      './node_modules/react',
      './node_modules/react-dom',
      './node_modules/@mui',
      './node_modules/@nestjs',
      './node_modules/typeorm',
    ],
    message:
      '[boundary contracts-framework-free] contracts imports no React and no Nest: it runs in the browser and in the API alike.',
  },
  {
    target: at('packages/web-kit'),
    from: [...apps, 'api', 'e2e', 'reliability', 'bench'].map(at),
    message: '[boundary kit-below-apps] web-kit is imported by apps and never imports one.',
  },
  {
    target: at('api'),
    from: [...apps, 'packages/web-kit', './node_modules/react', './node_modules/react-dom', './node_modules/@mui'].map(
      (p) => (p.startsWith('./') ? p : at(p)),
    ),
    message: '[boundary api-no-frontend] the API imports no frontend code (remotes, shell, web-kit, React, MUI).',
  },
  {
    // Every API module but notifications itself; the app module (api/src/app.module.ts) lists it, outside the zone.
    target: './api/src/modules/!(notifications)/**/*',
    from: './api/src/modules/notifications',
    message:
      '[boundary notifications-leaf] notifications reads other modules and handles their domain events; no module imports it (publish an event, or own a port it provides).',
  },
];
