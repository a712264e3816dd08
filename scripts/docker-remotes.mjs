// `node scripts/docker-remotes.mjs`: writes docker/remotes.json, the file compose mounts into the shell, from the one
// inventory (packages/contracts/src/federation/apps.json, issue 18). Each remote as compose publishes it: the browser
// loads it at localhost:<its dev port>, the shell's server at its service name inside compose's network, on the port
// that serves the Node build (8081, NGINX_INTERNAL_PORT in the remotes' Dockerfiles; never published).
// shell/server/compose-remotes.test.ts fails while the file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { INVENTORY, repo } from './apps.mjs';

const remotesJson = {
  remotes: INVENTORY.remotes.map((remote) => ({
    name: remote.name,
    entry: `http://localhost:${remote.devPort}/mf-manifest.json`,
    serverEntry: `http://${remote.folder}:8081/server/remoteEntry.js`,
  })),
};

const file = path.join(repo, 'docker', 'remotes.json');
fs.writeFileSync(file, `${JSON.stringify(remotesJson, null, 2)}\n`);
console.log(`wrote ${path.relative(repo, file)}`);
