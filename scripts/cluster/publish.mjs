// Rolling deploy of one remote into the running `npm run cluster`: the new build's content-hashed files are added
// beside the old ones, then its entry files are swapped in (cluster.cjs publishRemote).
//   node scripts/cluster/publish.mjs mfe-lunar [path/to/new/dist]   (default: the remote's own dist)
import { createRequire } from 'node:module';
import path from 'node:path';
import { repo } from '../apps.mjs';

const require = createRequire(import.meta.url);
const { publishRemote, REMOTES } = require('./cluster.cjs');

const [dir, dist] = process.argv.slice(2);
const remote = REMOTES.find((r) => r.dir === dir || r.name === dir);
if (!remote) {
  console.error(`usage: publish.mjs <${REMOTES.map((r) => r.dir).join('|')}> [dist folder]`);
  process.exit(2);
}
const root = path.join(repo, 'var', 'cluster', 'www', remote.dir);
publishRemote(root, path.resolve(dist ?? path.join(repo, remote.dir, 'dist')));
console.log(`Published ${remote.dir} to ${root}: pages already open keep their release, new loads get this one.`);
