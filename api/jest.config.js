// @ts-check
/**
 * Jest project for the API: unit specs beside the code (src/**\/*.spec.ts) and integration specs against a real
 * PostgreSQL (test/**\/*.spec.ts). Run with `npx jest -c api/jest.config.js` from the repository root.
 */
const swcOptions = (syntax) => ({
  swcrc: false,
  sourceMaps: 'inline',
  module: { type: 'commonjs' },
  jsc: {
    target: 'es2022',
    keepClassNames: true,
    parser: syntax === 'typescript' ? { syntax, decorators: true } : { syntax },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
});

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions('typescript')],
    // Nest 12 ships ESM only; jest's module system needs CommonJS, so those packages are transpiled too.
    '^.+\\.m?js$': ['@swc/jest', swcOptions('ecmascript')],
  },
  // content-disposition 3 (via @fastify/static) is ESM-only as well.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|content-disposition)/)'],
  moduleNameMapper: {
    '^@app/contracts$': '<rootDir>/../packages/contracts/src/index.ts',
    '^@app/contracts/federation$': '<rootDir>/../packages/contracts/src/federation/index.ts',
  },
  // One PostgreSQL for the whole run (embedded, or DATABASE_URL); each test file creates its own database on it.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/test/jest-timeout.setup.ts'],
};
