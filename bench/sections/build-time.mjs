// Production build time of the five frontends, one after another (as `npm run build` does), wall clock.
import { spawnSync } from 'node:child_process';
import { REPO } from '../lib/server.mjs';
import { round } from '../lib/stats.mjs';

const FRONTENDS = ['shell', 'mfe-coaching', 'mfe-lunar', 'mfe-payments', 'mfe-admin'];

export async function runBuildTime() {
  // The contracts and the API are built first but not timed: they are not frontends.
  for (const app of ['packages/contracts', 'api']) build(app);
  const apps = {};
  for (const app of FRONTENDS) apps[app] = build(app);
  return { apps, totalSeconds: round(Object.values(apps).reduce((n, s) => n + s, 0)) };
}

/** Seconds for one `npm run build -w <app>`, holding the same lock the team's build command holds. */
function build(app) {
  const t0 = process.hrtime.bigint();
  const lock = `/tmp/build-${app.split('/').pop()}.lock`;
  const result = spawnSync('flock', [lock, 'npm', 'run', 'build', '--silent', '-w', app], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build of ${app} failed`);
  const seconds = round(Number(process.hrtime.bigint() - t0) / 1e9);
  console.log(`built ${app} in ${seconds} s`);
  return seconds;
}

export function buildTimeRows(result) {
  return [
    { name: 'production build, five frontends (sum)', value: `${result.totalSeconds} s` },
    ...Object.entries(result.apps).map(([app, s]) => ({ name: `  build ${app}`, value: `${s} s` })),
  ];
}
