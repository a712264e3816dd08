import { FEDERATED_REMOTES, type RemoteName } from '../config/federated-remotes.constants';

export interface RemotesManifest {
  remotes: { name: RemoteName; entry: string }[];
}

/**
 * The list the shell fetches at start to find its remotes. By default each remote is served by this process under
 * /mfe/<name>/; REMOTE_<NAME>_URL moves one elsewhere without rebuilding the shell.
 */
export function buildRemotesManifest(remoteUrls: Partial<Record<RemoteName, string>>): RemotesManifest {
  return {
    remotes: FEDERATED_REMOTES.map(({ name }) => ({
      name,
      entry: remoteUrls[name] ?? `/mfe/${name}/mf-manifest.json`,
    })),
  };
}
