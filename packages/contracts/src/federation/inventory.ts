// Not named apps.ts: beside apps.json, require('./apps') under a TypeScript loader (swc-node) finds the JSON first.
/**
 * The deployables by name, folder and dev port (issue 18: written once, in apps.json, so the Node scripts and
 * jest.config.js — which cannot import TypeScript — read the same list as the builds, the API and the tests).
 */
import apps from './apps.json';
import type { RemoteName } from './exposes';

export interface RemoteInfo {
  /** Federation container name, a JS identifier (snake_case). */
  name: RemoteName;
  /** The workspace folder (kebab-case). */
  folder: string;
  devPort: number;
  /** The title of its standalone page. */
  title: string;
  /**
   * What its release may weigh on a visitor's first load, KB gzip: remoteEntry.js plus the heaviest expose's sync
   * chunks (issue 30's release gate refuses a build over it).
   */
  firstLoadBudgetKb: number;
}

export const REMOTES = apps.remotes as readonly RemoteInfo[];
export const SHELL_APP = apps.shell;
export const SHELL_DEV_PORT = apps.shell.devPort;
export const API_DEV_PORT = apps.api.devPort;

export function remoteInfo(name: RemoteName): RemoteInfo {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`No remote ${name} in packages/contracts/src/federation/apps.json`);
  return remote;
}
