// A remote's publish step as its image runs it (docker/publish-release.sh, the image's entrypoint), here with the
// remote's build on disk: the build goes beside the earlier releases in the store under its release id, and the
// release registry records it (live, or a canary). Used by cluster.cjs and publish.mjs.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPO = path.resolve(__dirname, '../..');

/**
 * Runs docker/publish-release.sh; resolves with the release id and the script's output, rejects (with the gate's
 * message) when the release is refused.
 * @param {{ remote: string, dist: string, databaseUrl: string, releasesDir: string, shellManifestUrl?: string,
 *   canary?: number, actor?: string, logFile?: string }} options
 * @returns {Promise<{ releaseId: string, output: string }>}
 */
function publishRelease(options) {
  const env = {
    ...process.env,
    REMOTE: options.remote,
    RELEASE_DIST: path.resolve(options.dist),
    DATABASE_URL: options.databaseUrl,
    RELEASES_DIR: options.releasesDir,
    LOG_LEVEL: 'warn',
    ...(options.shellManifestUrl ? { SHELL_MANIFEST_URL: options.shellManifestUrl } : {}),
    ...(options.canary ? { RELEASE_CANARY: String(options.canary) } : {}),
    ...(options.actor ? { RELEASE_ACTOR: options.actor } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn('sh', [path.join(REPO, 'docker', 'publish-release.sh')], { cwd: REPO, env });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (options.logFile) fs.appendFileSync(options.logFile, output);
      const releaseId = /release ([0-9a-f]{12})/.exec(output)?.[1];
      if (code === 0 && releaseId) resolve({ releaseId, output });
      else reject(new Error(`publishing ${options.remote} failed (exit ${code}):\n${output}`));
    });
  });
}

module.exports = { publishRelease };
