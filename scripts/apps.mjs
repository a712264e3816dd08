// The deployables and how each is built; shared by build, start and dev scripts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The one inventory of remotes, shell and API (issue 18), shared with the builds, the API and the tests. */
export const INVENTORY = JSON.parse(
  fs.readFileSync(path.join(repo, 'packages/contracts/src/federation/apps.json'), 'utf8'),
);
/** The remotes' workspace folders: mfe-coaching, mfe-lunar, … */
export const REMOTE_FOLDERS = INVENTORY.remotes.map((remote) => remote.folder);
/** Every frontend's folder, the shell first. */
export const FRONTEND_FOLDERS = [INVENTORY.shell.folder, ...REMOTE_FOLDERS];

/** Order matters: contracts before the API that requires its dist. */
export const APPS = [
  { name: 'contracts', dir: 'packages/contracts', output: 'dist/index.js', sources: ['src'] },
  { name: 'api', dir: 'api', output: 'dist/main.js', sources: ['src'] },
  // The server builds come last in each app's build, so their output is the one to compare with the sources.
  {
    name: 'shell',
    dir: INVENTORY.shell.folder,
    output: 'dist/server/render.js',
    sources: [
      'src',
      'server',
      'public',
      'rspack.config.ts',
      '../packages/web-kit',
      '../packages/build-kit',
      '../packages/contracts/src',
    ],
  },
  ...REMOTE_FOLDERS.map((dir) => ({
    name: dir,
    dir,
    output: 'dist/server/remoteEntry.js',
    sources: ['src', 'rspack.config.ts', '../packages/web-kit', '../packages/build-kit', '../packages/contracts/src'],
  })),
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Missing output, or any source newer than it. */
export function needsBuild(app) {
  const output = path.join(repo, app.dir, app.output);
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return app.sources.some((s) => newestMtime(path.join(repo, app.dir, s)) > built);
}
