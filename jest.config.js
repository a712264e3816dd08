// `npm run test:unit`: every jest project — contracts, web-kit, the five frontends, api (unit + integration on real PostgreSQL),
// deploy (the Kubernetes manifests against the Kubernetes schemas).
const frontend = require('./jest.frontend');
// The one inventory of remotes (issue 18): a new remote gets its jest project without an edit here.
const inventory = require('./packages/contracts/src/federation/apps.json');

module.exports = {
  // Two workers on a 2-core machine (jest's default would be one): the API's integration suites mostly wait on
  // PostgreSQL, so the whole run takes about 8 minutes instead of 13 and CI stays within its hour.
  maxWorkers: 2,
  // jest reads testTimeout from the top-level config only: a project's own value (api/jest.config.js says 30 s for
  // `jest -c api/jest.config.js`) is ignored here. Whole pages hydrating in jsdom on a busy 2-core machine took 37 s.
  testTimeout: 60_000,
  projects: [
    '<rootDir>/packages/contracts/jest.config.js',
    frontend('<rootDir>/packages/web-kit', 'web-kit'),
    frontend('<rootDir>/shell', 'shell', ['<rootDir>/src', '<rootDir>/server']),
    ...inventory.remotes.map(({ folder }) => frontend(`<rootDir>/${folder}`, folder)),
    '<rootDir>/api/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
  ],
};
