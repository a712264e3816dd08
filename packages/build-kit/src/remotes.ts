/**
 * Federation names, folders and dev ports of the remotes: contracts' one inventory (issue 18), re-exported for the
 * rspack configs, with the remotes.json the dev servers serve.
 */
import {
  API_DEV_PORT,
  REMOTES,
  SHELL_APP,
  SHELL_DEV_PORT,
  exposesOf,
  remoteInfo,
  type RemoteInfo,
} from '@app/contracts/federation';

export { API_DEV_PORT, REMOTES, SHELL_APP, SHELL_DEV_PORT, exposesOf, remoteInfo, type RemoteInfo };

/** remotes.json for dev servers: every remote on its own dev port. */
export function devRemotesJson() {
  return {
    remotes: REMOTES.map((r) => ({ name: r.name, entry: `http://localhost:${r.devPort}/mf-manifest.json` })),
  };
}
