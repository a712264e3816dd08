// `npm start`: builds whatever is missing or stale, then serves the whole site from one process on PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repo } from './apps.mjs';

const build = spawnSync(process.execPath, [path.join(repo, 'scripts/build.mjs'), '--changed'], {
  cwd: repo,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(repo, 'api/dist/main.js')], {
  cwd: repo,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
