/**
 * Jest project for @app/contracts. Pure TypeScript, no DOM: the node environment keeps the
 * schemas honest about being isomorphic. @swc/jest instead of ts-jest (see DESIGN §5).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': '@swc/jest' },
};
