// `npm run build [-- --changed]`: builds the contracts, the API and the five frontends for production.
import { spawnSync } from 'node:child_process';
import { APPS, needsBuild, repo } from './apps.mjs';

const onlyChanged = process.argv.includes('--changed');
const started = Date.now();
for (const app of APPS) {
  if (onlyChanged && !needsBuild(app)) continue;
  const t0 = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.dir], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${app.name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${app.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
