/**
 * Jest project for deploy/: the Kubernetes manifests rendered and checked against the Kubernetes schemas
 * (k8s/k8s.test.ts). Node only, no database, a second or two.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/k8s'],
  transform: { '^.+\\.ts$': '@swc/jest' },
};
