import { REMOTES, type RemoteName } from '@app/contracts';

/**
 * The Module Federation remotes the single-origin server knows about: the folder each is built in and its
 * container name (snake_case, a JS identifier), from contracts' one inventory of remotes (issue 18).
 * `REMOTE_<NAME>_URL` (e.g. REMOTE_MFE_LUNAR_URL) moves one.
 */
export const FEDERATED_REMOTES: ReadonlyArray<{ folder: string; name: RemoteName }> = REMOTES.map(
  ({ folder, name }) => ({ folder, name }),
);

export type { RemoteName };

export function remoteUrlEnvKey(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}
