// The compose topology (docker-compose.yml) run on this machine without Docker, from the built artefacts:
//
//   one PostgreSQL (embedded, like `npm start`, or DATABASE_URL)
//   two API replicas (api/dist/main.js), each on its own port, NODE_ENV=production, RELEASES_DIR the shared store
//   each remote's publish step: docker/publish-release.sh (its image's entrypoint) with <remote>/dist, which puts the
//     build beside the earlier releases in the store and records it in the release registry
//   the releases: Debian's nginx with docker/nginx-releases.conf serving the store at /mfe/<remote>/<release-id>/
//   the shell (shell/dist/server/serve.js) following the registry (the API's /remotes.json)
//   the proxy: Debian's nginx with docker/nginx-proxy.conf — /api and /ws to the replicas, /mfe/ to the releases,
//     the rest to the shell
//
// The configs under docker/ are the ones compose uses; like the nginx image (/etc/nginx/templates), only the
// variables they name are substituted (ports, upstreams, the remote's folder), nginx's own $variables are left alone.
// Used by `npm run cluster` (run.mjs) and by reliability/tests/cluster*.spec.ts.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {
  nginxBinary,
  renderTemplate,
  freePort,
  waitFor,
  answers,
  stopChild,
  spawnLogged,
  startNginx,
} = require('./processes.cjs');
const { publishRelease } = require('./publish-release.cjs');

const REPO = path.resolve(__dirname, '../..');
/** The remotes of the one inventory (issue 18), with the API's variable naming each one's manifest (compose's). */
const REMOTES = require('../../packages/contracts/src/federation/apps.json').remotes.map((remote) => ({
  name: remote.name,
  dir: remote.folder,
  env: `REMOTE_${remote.name.toUpperCase()}_URL`,
}));

/**
 * Starts the whole topology. Every port defaults to a free one; `npm run cluster` passes compose's.
 * @param {import('./cluster.d.cts').ClusterOptions} options
 * @returns {Promise<import('./cluster.d.cts').Cluster>}
 */
async function startCluster(options = {}) {
  const log = options.log ?? (() => undefined);
  const echo = options.echo ?? false;
  const dir = path.resolve(options.dir ?? path.join(REPO, 'var', 'cluster'));
  for (const sub of ['nginx', 'www', 'logs']) fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
  // The releases belong with the registry in the database: a fresh database starts an empty store.
  const releasesDir = path.join(dir, 'release-store');
  if (options.freshDatabase) fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  for (const built of [
    'api/dist/main.js',
    'shell/dist/server/serve.js',
    ...REMOTES.map((r) => `${r.dir}/dist/mf-manifest.json`),
  ]) {
    if (!fs.existsSync(path.join(REPO, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const ports = {
    proxy: options.proxyPort ?? (await freePort()),
    shell: options.shellPort ?? (await freePort()),
    api: options.apiPorts ?? [await freePort(), await freePort()],
    releases: options.releasesPort ?? (await freePort()),
    releasesInternal: await freePort(),
  };
  const url = `http://127.0.0.1:${ports.proxy}`;
  const stops = []; // run in reverse on stop()
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const step of stops.reverse()) await step().catch((error) => log(`stop: ${error.message}`));
  };

  try {
    // PostgreSQL: DATABASE_URL, or one embedded server for both replicas (the API's own helper, as `npm start`).
    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = require(path.join(REPO, 'api/dist/database/embedded-postgres.js'));
      const pgDir = path.resolve(options.pgDataDir ?? path.join(dir, 'pg'));
      if (options.freshDatabase) fs.rmSync(pgDir, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(pgDir), { recursive: true });
      const pg = await startEmbeddedPostgres({
        dataDir: pgDir,
        port: options.pgPort ?? 25339,
        database: 'app',
        repoRoot: REPO,
        log,
      });
      stops.push(() => pg.stop());
      databaseUrl = pg.url;
    }

    // The releases (compose's `releases` service): the store at /mfe/<remote>/<release-id>/, for browsers through
    // the proxy and, Node builds included, for the shell's renderer on its internal port.
    const releases = await startNginx(path.join(dir, 'nginx', 'releases'), {
      template: 'nginx-releases.conf',
      vars: {
        NGINX_PORT: `127.0.0.1:${ports.releases}`,
        NGINX_INTERNAL_PORT: `127.0.0.1:${ports.releasesInternal}`,
        RELEASES_ROOT: releasesDir,
      },
      ready: answers(`http://127.0.0.1:${ports.releases}/healthz`),
      echo: false,
      label: 'releases',
    });
    stops.push(() => releases.stop());

    // The API replicas: compose's `api` service environment, one after the other (each runs the migrations at
    // start, and two at once on a fresh database would race).
    const adminPassword =
      options.adminPassword ?? process.env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url');
    const tokenSecret = options.tokenSecret ?? process.env.TOKEN_SECRET ?? crypto.randomBytes(32).toString('base64url');
    const outboxDir = path.join(dir, 'outbox');
    const apiEnv = {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_URL: url,
      TOKEN_SECRET: tokenSecret,
      TRUST_PROXY: '1',
      SERVE_STATIC: 'false',
      CORS_ORIGINS: url,
      OUTBOX_DIR: outboxDir,
      HOST: '127.0.0.1',
      RELEASES_DIR: releasesDir,
      ...(options.apiEnv ?? {}),
    };
    const replicas = ports.api.map((port, i) => {
      const replica = {
        index: i + 1,
        port,
        url: `http://127.0.0.1:${port}`,
        logFile: path.join(dir, 'logs', `api-${i + 1}.log`),
        child: null,
        async start() {
          this.child = spawnLogged(process.execPath, ['--enable-source-maps', path.join(REPO, 'api/dist/main.js')], {
            env: { ...apiEnv, PORT: String(port) },
            logFile: this.logFile,
            echo,
            label: `api-${i + 1}`,
          });
          await waitFor(`API replica ${i + 1} on ${port}`, answers(`${this.url}/api/health`), 120_000, this.child);
        },
        async stop(signal = 'SIGTERM') {
          return this.child ? stopChild(this.child, signal, 15_000) : { code: null, signal: null };
        },
        get running() {
          return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
        },
        log() {
          return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8') : '';
        },
      };
      return replica;
    });
    for (const replica of replicas) {
      stops.push(() => replica.stop());
      await replica.start();
      log(`API replica ${replica.index} on ${replica.url}`);
    }

    // The shell: compose's `shell` service, following the registry through replica 1 (what it read last stays while
    // that replica is down).
    const shellLog = path.join(dir, 'logs', 'shell.log');
    const shell = spawnLogged(
      process.execPath,
      ['--enable-source-maps', path.join(REPO, 'shell/dist/server/serve.js')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(ports.shell),
          API_URL: url,
          REMOTES_URL: `${replicas[0].url}/remotes.json`,
          RELEASES_URL: `http://127.0.0.1:${ports.releasesInternal}`,
          ...(options.shellEnv ?? {}),
        },
        logFile: shellLog,
        echo,
        label: 'shell',
      },
    );
    stops.push(() => stopChild(shell, 'SIGTERM', 5_000));
    await waitFor(`shell on ${ports.shell}`, answers(`http://127.0.0.1:${ports.shell}/remotes.json`), 60_000, shell);

    // Each remote's publish step (compose's one-shot `mfe-*` services): its own build, checked against the shell's
    // manifest. A build already published is the same release and changes nothing.
    const publish = (name, dist, extra = {}) =>
      publishRelease({
        remote: name,
        dist,
        databaseUrl,
        releasesDir,
        shellManifestUrl: `http://127.0.0.1:${ports.shell}/mf-manifest.json`,
        logFile: path.join(dir, 'logs', 'publish.log'),
        ...extra,
      });
    for (const remote of REMOTES) {
      const { releaseId } = await publish(remote.name, path.join(REPO, remote.dir, 'dist'), {
        actor: 'npm run cluster',
      });
      log(`${remote.name}: release ${releaseId}`);
    }
    // The shell follows within a second: every remote named before the site is handed out.
    await waitFor(
      'the shell to name every release',
      async () => {
        const json = await (await fetch(`http://127.0.0.1:${ports.shell}/remotes.json`)).json();
        return json.remotes.length === REMOTES.length;
      },
      10_000,
      shell,
    );

    // The proxy: compose's `proxy` service.
    const proxy = await startNginx(path.join(dir, 'nginx', 'proxy'), {
      template: 'nginx-proxy.conf',
      vars: {
        NGINX_PORT: `127.0.0.1:${ports.proxy}`,
        API_UPSTREAM_SERVERS: replicas.map((r) => `server 127.0.0.1:${r.port};`).join(' '),
        SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
        RELEASES_UPSTREAM: `127.0.0.1:${ports.releases}`,
        // The file startNginx's main config logs to: the tests read it.
        NGINX_ACCESS_LOG: path.join(dir, 'nginx', 'proxy', 'logs', 'access.log'),
      },
      ready: answers(`${url}/api/health`),
      echo: false,
      label: 'proxy',
    });
    stops.push(() => proxy.stop());

    // Where scripts/cluster/publish.mjs finds this cluster.
    fs.writeFileSync(
      path.join(dir, 'cluster.json'),
      JSON.stringify({ databaseUrl, releasesDir, shellUrl: `http://127.0.0.1:${ports.shell}` }),
    );

    return {
      url,
      dir,
      databaseUrl,
      adminPassword,
      outboxDir,
      releasesDir,
      replicas,
      releases: {
        origin: `http://127.0.0.1:${ports.releases}`,
        internalOrigin: `http://127.0.0.1:${ports.releasesInternal}`,
        accessLog: releases.accessLog,
      },
      shell: {
        port: ports.shell,
        url: `http://127.0.0.1:${ports.shell}`,
        log: () => (fs.existsSync(shellLog) ? fs.readFileSync(shellLog, 'utf8') : ''),
      },
      proxy: { accessLog: proxy.accessLog },
      publish: (name, dist, extra) => publish(name, dist, extra),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startCluster, renderTemplate, nginxBinary, REMOTES };
