// The suite's server: the built single-origin app on a wiped embedded PostgreSQL, all output copied to a log file
// (the security tests read it). Run by playwright.config.ts's webServer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopClusterOf } from '../../bench/lib/server.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.PG_DATA_DIR;
stopClusterOf(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
// The releases the registry named are gone with it: the server publishes the builds afresh.
if (process.env.RELEASES_DIR) fs.rmSync(process.env.RELEASES_DIR, { recursive: true, force: true });
const logFile = process.env.REL_SERVER_LOG;
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.openSync(logFile, 'w');
// Always the embedded database, like a fresh clone, whatever the calling shell has set.
const { DATABASE_URL: _ignored, ...env } = process.env;
const child = spawn(process.execPath, [path.join(repo, 'api/dist/main.js')], {
  stdio: ['ignore', log, log],
  env,
  cwd: repo,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
