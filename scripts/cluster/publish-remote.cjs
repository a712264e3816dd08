// How a remote's new build reaches the folder its nginx serves without breaking an open page (cluster.cjs, publish.mjs).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** What a remote's build names without a content hash: replaced last, atomically, when a release is published. */
const ENTRY_FILES = ['mf-stats.json', 'server/remoteEntry.js', 'remoteEntry.js', 'mf-manifest.json'];

/**
 * Publishes a new build of a remote into the folder its nginx serves, the way a rolling deploy must: every
 * content-hashed file is added beside the previous release's (a page that loaded the old remoteEntry.js still
 * finds the chunks it asks for), then the unhashed entry files are swapped in, each by an atomic rename, the
 * manifest last. The next page load reads the new manifest (served no-cache) and gets the new build.
 */
function publishRemote(root, dist) {
  const entries = new Set(ENTRY_FILES);
  const copyTree = (from, rel) => {
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        fs.mkdirSync(path.join(root, relPath), { recursive: true });
        copyTree(from, relPath);
      } else if (!entries.has(relPath.replace(/\.(br|gz|map)$/, ''))) {
        fs.copyFileSync(path.join(from, relPath), path.join(root, relPath));
      }
    }
  };
  copyTree(dist, '');
  for (const entry of ENTRY_FILES) {
    for (const suffix of ['.map', '.br', '.gz', '']) {
      const source = path.join(dist, entry + suffix);
      const target = path.join(root, entry + suffix);
      if (!fs.existsSync(source)) {
        // A stale precompressed copy of the old entry would be served in place of the new one.
        if (suffix && fs.existsSync(target)) fs.rmSync(target);
        continue;
      }
      const partial = `${target}.${process.pid}.part`;
      fs.copyFileSync(source, partial);
      fs.renameSync(partial, target);
    }
  }
}

module.exports = { publishRemote, ENTRY_FILES };
