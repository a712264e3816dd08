/** Federation names, folders and dev ports of the four remotes, in one place for builds, dev and the API. */
export interface RemoteInfo {
  name: 'mfe_coaching' | 'mfe_lunar' | 'mfe_payments' | 'mfe_admin';
  folder: string;
  devPort: number;
}

export const REMOTES: readonly RemoteInfo[] = [
  { name: 'mfe_coaching', folder: 'mfe-coaching', devPort: 3001 },
  { name: 'mfe_lunar', folder: 'mfe-lunar', devPort: 3002 },
  { name: 'mfe_payments', folder: 'mfe-payments', devPort: 3003 },
  { name: 'mfe_admin', folder: 'mfe-admin', devPort: 3004 },
];

export const SHELL_DEV_PORT = 3100;
export const API_DEV_PORT = 3000;

/** remotes.json for dev servers: every remote on its own dev port. */
export function devRemotesJson() {
  return {
    remotes: REMOTES.map((r) => ({ name: r.name, entry: `http://localhost:${r.devPort}/mf-manifest.json` })),
  };
}
