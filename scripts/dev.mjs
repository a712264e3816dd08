// `npm run dev`: the API in watch mode plus an rspack dev server per frontend, on the dev ports of
// packages/contracts/src/federation/apps.json (shell 3100, remotes 3001-3004).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_FOLDERS, INVENTORY, repo } from './apps.mjs';

const apps = [INVENTORY.api.folder, ...FRONTEND_FOLDERS];
const concurrently = path.join(repo, 'node_modules/.bin/concurrently');
const child = spawn(
  concurrently,
  ['--kill-others-on-fail', '--names', apps.join(','), ...apps.map((a) => `npm run dev -w ${a}`)],
  // In dev the API serves only /api and /ws; the shell's dev server serves the site.
  { cwd: repo, stdio: 'inherit', env: { ...process.env, SERVE_STATIC: 'false' } },
);
child.on('exit', (code) => process.exit(code ?? 0));
