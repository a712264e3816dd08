// A remote team's release into the running `npm run cluster`, as its image's publish step does in compose
// (docker/publish-release.sh): the build goes beside the earlier releases and the registry makes it live (or a
// canary); the shell and both replicas follow within a second. Promote, abort, rollback and list: `npm run release`
// with the cluster's DATABASE_URL and RELEASES_DIR (printed at start).
//   node scripts/cluster/publish.mjs mfe-lunar [path/to/dist] [--canary <share>]   (default: the remote's own dist)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repo } from '../apps.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('./cluster.cjs');
const { publishRelease } = require('./publish-release.cjs');

const args = process.argv.slice(2);
const at = args.indexOf('--canary');
const canary = at === -1 ? undefined : Number(args.splice(at, 2)[1]);
const [dir, dist] = args;
const remote = REMOTES.find((r) => r.dir === dir || r.name === dir);
const state = path.join(repo, 'var', 'cluster', 'cluster.json');
if (!remote || !fs.existsSync(state)) {
  console.error(`usage: publish.mjs <${REMOTES.map((r) => r.dir).join('|')}> [dist folder] [--canary <share>]`);
  console.error('(with `npm run cluster` running)');
  process.exit(2);
}
const cluster = JSON.parse(fs.readFileSync(state, 'utf8'));
try {
  const { output } = await publishRelease({
    remote: remote.name,
    dist: dist ?? path.join(repo, remote.dir, 'dist'),
    databaseUrl: cluster.databaseUrl,
    releasesDir: cluster.releasesDir,
    shellManifestUrl: `${cluster.shellUrl}/mf-manifest.json`,
    canary,
  });
  process.stdout.write(output);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
