// `npm run test:unit`: every jest project — contracts, web-kit, the five frontends, api (unit + integration on real PostgreSQL).
const frontend = require('./jest.frontend');

module.exports = {
  projects: [
    '<rootDir>/packages/contracts/jest.config.js',
    frontend('<rootDir>/packages/web-kit', 'web-kit'),
    frontend('<rootDir>/shell', 'shell', ['<rootDir>/src', '<rootDir>/server']),
    frontend('<rootDir>/mfe-coaching', 'mfe-coaching'),
    frontend('<rootDir>/mfe-lunar', 'mfe-lunar'),
    frontend('<rootDir>/mfe-payments', 'mfe-payments'),
    frontend('<rootDir>/mfe-admin', 'mfe-admin'),
    '<rootDir>/api/jest.config.js',
  ],
};
