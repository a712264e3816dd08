/**
 * The Module Federation remotes the single-origin server knows about: the folder each is built in and its
 * container name (snake_case, a JS identifier). `REMOTE_<NAME>_URL` (e.g. REMOTE_MFE_LUNAR_URL) moves one.
 */
export const FEDERATED_REMOTES = [
  { folder: 'mfe-coaching', name: 'mfe_coaching' },
  { folder: 'mfe-lunar', name: 'mfe_lunar' },
  { folder: 'mfe-payments', name: 'mfe_payments' },
  { folder: 'mfe-admin', name: 'mfe_admin' },
] as const;

export type RemoteName = (typeof FEDERATED_REMOTES)[number]['name'];

export function remoteUrlEnvKey(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}
