// The processes a cluster is made of (cluster.cjs): free ports, children started with their output logged, stopped
// gracefully, and nginx instances started from docker/ templates with their own prefix, config and pid file.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const REPO = path.resolve(__dirname, '../..');
const DOCKER = path.join(REPO, 'docker');

function nginxBinary() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error("nginx not found: install Debian's nginx package (.ci/run does) or set NGINX_PATH");
}

/** envsubst as the nginx image runs it: only the named variables, `${NAME}` or `$NAME`. */
function renderTemplate(text, vars) {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}|\$([A-Z_][A-Z0-9_]*)/g, (match, braced, bare) => {
    const name = braced ?? bare;
    return Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : match;
  });
}

/** A port nobody listens on now (the kernel's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(what, check, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const answers =
  (url, ok = (res) => res.ok) =>
  () =>
    fetch(url, { signal: AbortSignal.timeout(2_000) }).then(ok);

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Sends `signal`, waits for the exit; SIGKILL after `graceMs`. */
async function stopChild(child, signal = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill(signal);
  const result = await exited(child);
  clearTimeout(timer);
  return result;
}

/** A child whose output goes to a log file (and, with `echo`, to this terminal with a prefix). */
function spawnLogged(command, args, { env, logFile, echo, label }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      fs.writeSync(out, chunk);
      if (echo) for (const line of chunk.toString().split('\n')) if (line) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  child.once('exit', () => fs.closeSync(out));
  return child;
}

/**
 * One nginx of the topology with its own prefix, main config, pid file and logs (never the system service). The
 * main config plays the nginx image's /etc/nginx/nginx.conf: it includes the rendered template as the image does
 * from conf.d. The access log names the upstream each request went to, which the tests read.
 */
async function startNginx(dir, { template, vars, ready, echo, label }) {
  fs.mkdirSync(path.join(dir, 'conf.d'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = renderTemplate(fs.readFileSync(path.join(DOCKER, template), 'utf8'), vars);
  fs.writeFileSync(path.join(dir, 'conf.d', 'default.conf'), conf);
  const tmp = (name) => path.join(dir, 'tmp', name);
  const main = [
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  keepalive_timeout 65;',
    `  log_format cluster '$remote_addr "$request" $status upstream=$upstream_addr ua="$http_user_agent" t=$request_time';`,
    `  access_log ${path.join(dir, 'logs', 'access.log')} cluster;`,
    `  client_body_temp_path ${tmp('body')}; proxy_temp_path ${tmp('proxy')}; fastcgi_temp_path ${tmp('fastcgi')};`,
    `  uwsgi_temp_path ${tmp('uwsgi')}; scgi_temp_path ${tmp('scgi')};`,
    `  include ${path.join(dir, 'conf.d', '*.conf')};`,
    '}',
    '',
  ].join('\n');
  const mainFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(mainFile, main);
  const bin = nginxBinary();
  const args = ['-p', dir, '-e', path.join(dir, 'logs', 'error.log'), '-c', mainFile];
  const test = spawnSync(bin, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused ${mainFile}:\n${test.stderr}`);
  const child = spawnLogged(bin, args, {
    env: process.env,
    logFile: path.join(dir, 'logs', 'stdout.log'),
    echo,
    label,
  });
  await waitFor(`nginx ${label}`, ready, 15_000, child);
  return {
    child,
    accessLog: () => fs.readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8'),
    // SIGQUIT: nginx's graceful stop (open connections finish).
    stop: () => stopChild(child, 'SIGQUIT', 5_000),
  };
}

module.exports = {
  nginxBinary,
  renderTemplate,
  freePort,
  waitFor,
  answers,
  exited,
  stopChild,
  spawnLogged,
  startNginx,
};
