// The compose topology (docker-compose.yml) run on this machine without Docker, from the built artefacts:
//
//   one PostgreSQL (embedded, like `npm start`, or DATABASE_URL)
//   two API replicas (api/dist/main.js), each on its own port, NODE_ENV=production
//   each remote on its own origin: Debian's nginx with docker/nginx-remote.conf, serving a copy of <remote>/dist
//   the shell (shell/dist/server/serve.js) reading remotes.json, which names the remotes' origins
//   the proxy: Debian's nginx with docker/nginx-proxy.conf — /api and /ws to the replicas, the rest to the shell
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
const { publishRemote, ENTRY_FILES } = require('./publish-remote.cjs');

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
    remotes: options.remotePorts ?? (await Promise.all(REMOTES.map(() => freePort()))),
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

    // Each remote on its own origin: a copy of its dist (so a published release can be added to it) behind nginx.
    const remotes = {};
    const serveRemote = async (name, root, port) => {
      const p = port ?? (await freePort());
      // The Node build's own port (compose: 8081 inside the network, never published).
      const internal = await freePort();
      const server = await startNginx(path.join(dir, 'nginx', `${name}-${p}`), {
        template: 'nginx-remote.conf',
        vars: { NGINX_PORT: `127.0.0.1:${p}`, NGINX_INTERNAL_PORT: `127.0.0.1:${internal}`, REMOTE_ROOT: root },
        ready: answers(`http://127.0.0.1:${p}/mf-manifest.json`),
        echo: false,
        label: `${name}:${p}`,
      });
      stops.push(() => server.stop());
      return {
        name,
        port: p,
        origin: `http://127.0.0.1:${p}`,
        internalOrigin: `http://127.0.0.1:${internal}`,
        root,
        stop: () => server.stop(),
        accessLog: server.accessLog,
      };
    };
    for (const [i, remote] of REMOTES.entries()) {
      const root = path.join(dir, 'www', remote.dir);
      fs.cpSync(path.join(REPO, remote.dir, 'dist'), root, { recursive: true });
      remotes[remote.name] = await serveRemote(remote.name, root, ports.remotes[i]);
    }

    // remotes.json as docker/remotes.json, each entry at its remote's origin here (the browser's and the server's).
    const remotesFile = path.join(dir, 'remotes.json');
    const remotesJson = {
      remotes: REMOTES.map((r) => ({
        name: r.name,
        entry: `${remotes[r.name].origin}/mf-manifest.json`,
        serverEntry: `${remotes[r.name].internalOrigin}/server/remoteEntry.js`,
      })),
    };
    fs.writeFileSync(remotesFile, `${JSON.stringify(remotesJson, null, 2)}\n`);

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
      ...Object.fromEntries(REMOTES.map((r) => [r.env, `${remotes[r.name].origin}/mf-manifest.json`])),
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

    // The shell: compose's `shell` service. It reads remotes.json at start, so an edit restarts it (compose:
    // `docker compose restart shell`); nothing is rebuilt.
    const shellLog = path.join(dir, 'logs', 'shell.log');
    let shell = null;
    const startShell = async () => {
      shell = spawnLogged(process.execPath, ['--enable-source-maps', path.join(REPO, 'shell/dist/server/serve.js')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(ports.shell),
          REMOTES_FILE: remotesFile,
          API_URL: url,
          ...(options.shellEnv ?? {}),
        },
        logFile: shellLog,
        echo,
        label: 'shell',
      });
      await waitFor(`shell on ${ports.shell}`, answers(`http://127.0.0.1:${ports.shell}/remotes.json`), 60_000, shell);
    };
    await startShell();
    stops.push(() => (shell ? stopChild(shell, 'SIGTERM', 5_000) : undefined));
    let restarting = Promise.resolve();
    let lastRemotes = fs.readFileSync(remotesFile, 'utf8');
    const onRemotesChange = () => {
      restarting = restarting.then(async () => {
        const now = fs.existsSync(remotesFile) ? fs.readFileSync(remotesFile, 'utf8') : '';
        if (stopped || now === lastRemotes) return;
        try {
          JSON.parse(now);
        } catch {
          return; // half-written: the next change event brings the rest
        }
        lastRemotes = now;
        log('remotes.json changed: restarting the shell');
        await stopChild(shell, 'SIGTERM', 5_000);
        await startShell();
      });
    };
    fs.watchFile(remotesFile, { interval: 200 }, onRemotesChange);
    stops.push(async () => fs.unwatchFile(remotesFile, onRemotesChange));

    // The proxy: compose's `proxy` service.
    const proxy = await startNginx(path.join(dir, 'nginx', 'proxy'), {
      template: 'nginx-proxy.conf',
      vars: {
        NGINX_PORT: `127.0.0.1:${ports.proxy}`,
        API_UPSTREAM_SERVERS: replicas.map((r) => `server 127.0.0.1:${r.port};`).join(' '),
        SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
        // The file startNginx's main config logs to: the tests read it.
        NGINX_ACCESS_LOG: path.join(dir, 'nginx', 'proxy', 'logs', 'access.log'),
      },
      ready: answers(`${url}/api/health`),
      echo: false,
      label: 'proxy',
    });
    stops.push(() => proxy.stop());

    return {
      url,
      dir,
      databaseUrl,
      adminPassword,
      outboxDir,
      remotesFile,
      replicas,
      remotes,
      shell: {
        port: ports.shell,
        url: `http://127.0.0.1:${ports.shell}`,
        log: () => (fs.existsSync(shellLog) ? fs.readFileSync(shellLog, 'utf8') : ''),
        restarted: () => restarting,
      },
      proxy: { accessLog: proxy.accessLog },
      serveRemote: (name, root, port) => serveRemote(name, root, port),
      publishRemote: (name, dist) => publishRemote(remotes[name].root, dist),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startCluster, publishRemote, renderTemplate, nginxBinary, REMOTES, ENTRY_FILES };
