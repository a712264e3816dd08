// `npm run test:unit`: every jest project — contracts, web-kit, the five frontends, api (unit + integration on real PostgreSQL).
const frontend = require('./jest.frontend');
// The one inventory of remotes (issue 18): a new remote gets its jest project without an edit here.
const inventory = require('./packages/contracts/src/federation/apps.json');

module.exports = {
  projects: [
    '<rootDir>/packages/contracts/jest.config.js',
    frontend('<rootDir>/packages/web-kit', 'web-kit'),
    frontend('<rootDir>/shell', 'shell', ['<rootDir>/src', '<rootDir>/server']),
    ...inventory.remotes.map(({ folder }) => frontend(`<rootDir>/${folder}`, folder)),
    '<rootDir>/api/jest.config.js',
  ],
};
