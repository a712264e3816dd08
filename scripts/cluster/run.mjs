// `npm run cluster`: the compose topology on this machine, without Docker (see cluster.cjs and the README's
// "Deployment" section). Builds what is missing or stale, starts everything, prints the address; Ctrl-C or
// SIGTERM stops it all in order (proxy, shell, replicas draining, releases, PostgreSQL).
//
//   CLUSTER_PORT (8080)   the proxy, as compose publishes it; the shell on +1, the releases' nginx on +2, the API
//                         replicas on +11 and +12
//   DATABASE_URL          an external PostgreSQL; unset: embedded, data under var/cluster/pg (port 25339)
//   ADMIN_PASSWORD, TOKEN_SECRET   generated when unset (the password is printed)
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repo } from '../apps.mjs';

const require = createRequire(import.meta.url);
const { startCluster } = require('./cluster.cjs');

if (process.argv.includes('--supervised')) {
  await run();
} else {
  // Ctrl-C reaches every process of the terminal's process group at once: PostgreSQL would stop while the replicas
  // still drain. So the cluster runs in a session of its own; this foreground process passes the signal on, and the
  // cluster stops by itself if this process goes away.
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--supervised'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function run() {
  let cluster;
  let stopping = false;
  const shutdown = async (why) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: stopping the cluster`);
    await cluster?.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
  process.on('disconnect', () => void shutdown('the terminal process is gone'));

  const build = spawnSync(process.execPath, [path.join(repo, 'scripts/build.mjs'), '--changed'], {
    cwd: repo,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  try {
    cluster = await startCluster({
      dir: path.join(repo, 'var', 'cluster'),
      proxyPort: port,
      shellPort: port + 1,
      apiPorts: [port + 11, port + 12],
      releasesPort: port + 2,
      echo: true,
      log: (message) => console.log(`[cluster] ${message}`),
    });
  } catch (error) {
    console.error(`cluster failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (stopping) return;
  console.log(`
The site:           ${cluster.url}   (nginx proxy: /api and /ws to the replicas, the rest to the shell)
API replicas:       ${cluster.replicas.map((r) => r.url).join('  ')}
Releases:           ${cluster.url}/mfe/<remote>/<release-id>/   (store: ${cluster.releasesDir})
Release a remote:   node scripts/cluster/publish.mjs <remote dir, e.g. mfe-lunar> [dist folder] [--canary <share>]
Promote, rollback:  DATABASE_URL=${cluster.databaseUrl} RELEASES_DIR=${cluster.releasesDir} npm run release -- rollback mfe-lunar
Admin password:     ${cluster.adminPassword}
Logs:               ${path.join(cluster.dir, 'logs')}  ${path.join(cluster.dir, 'nginx')}/*/logs
Ctrl-C stops everything.`);
}
