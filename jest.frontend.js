// Shared jest project settings for the React apps (shell, remotes, web-kit): jsdom + @swc/jest.
const path = require('node:path');

module.exports = function frontendProject(dir, displayName, roots = ['<rootDir>/src']) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'packages/web-kit/src/testing/jsdom-with-fetch.js'),
    roots,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    setupFilesAfterEnv: [path.join(__dirname, 'packages/web-kit/src/testing/jest-setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: {
      '^@app/contracts$': path.join(__dirname, 'packages/contracts/src/index.ts'),
      '^@app/contracts/federation$': path.join(__dirname, 'packages/contracts/src/federation/index.ts'),
      '^@app/web-kit$': path.join(__dirname, 'packages/web-kit/src/index.ts'),
      '^@app/web-kit/testing$': path.join(__dirname, 'packages/web-kit/src/testing/index.tsx'),
      '^@app/web-kit/federation$': path.join(__dirname, 'packages/web-kit/src/federation/remoteRegistry.ts'),
    },
  };
};
