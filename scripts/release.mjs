// `npm run release -- <remote> [--canary <share>] [--no-build]`: builds one remote (browser + Node), publishes it as an
// immutable release beside the earlier ones and makes it live (or a canary). `promote`, `rollback`, `canary`, `abort`
// and `list` act on the registry alone. Issue 30; the database side is api/src/cli/release.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, INVENTORY, needsBuild, repo } from './apps.mjs';

const REGISTRY_COMMANDS = ['promote', 'rollback', 'canary', 'abort', 'list'];
const args = process.argv.slice(2);

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The CLI itself is the API's build (contracts first).
for (const app of APPS.filter((a) => a.name === 'contracts' || a.name === 'api')) {
  if (needsBuild(app)) run('npm', ['run', 'build', '--silent', '-w', app.dir]);
}
const cli = path.join(repo, 'api/dist/cli/release.js');

if (args.length === 0 || REGISTRY_COMMANDS.includes(args[0])) {
  run(process.execPath, [cli, ...args]);
} else {
  const [target, ...options] = args;
  const remote = INVENTORY.remotes.find((r) => r.folder === target || r.name === target);
  if (!remote) {
    console.error(`Unknown remote ${target}: one of ${INVENTORY.remotes.map((r) => r.folder).join(', ')}`);
    process.exit(2);
  }
  const noBuild = options.indexOf('--no-build');
  if (noBuild === -1) run('npm', ['run', 'build', '--silent', '-w', remote.folder]);
  else options.splice(noBuild, 1);
  run(process.execPath, [cli, 'publish', remote.name, path.join(repo, remote.folder, 'dist'), ...options]);
}
