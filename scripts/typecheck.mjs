// `npm run typecheck`: tsc --noEmit over every workspace (typescript 6.0.x, DESIGN §5).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_FOLDERS, INVENTORY, repo } from './apps.mjs';

const projects = [
  'packages/contracts',
  'packages/web-kit',
  'packages/build-kit',
  ...FRONTEND_FOLDERS,
  INVENTORY.api.folder,
  'e2e',
  'reliability',
  'deploy',
];
const tsc = path.join(repo, 'node_modules/.bin/tsc');
let failed = 0;
for (const project of projects) {
  const result = spawnSync(tsc, ['-p', project, '--noEmit'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
