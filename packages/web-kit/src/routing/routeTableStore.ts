import { ROUTES, type RouteEntry } from '@app/contracts/federation';

/**
 * The shell's route table (issue 30: a remote owns its routes). It starts as the shell's snapshot (`ROUTES`) and is
 * replaced once the remotes are known: each remote's own pages from the release it serves (remoteRegistry.ts sets
 * it from remotes.json; the server renderer before it renders). Module state, like the federation runtime it
 * follows: one table per page, or per server process. Free of React and the router: the shell's first script
 * (before the shared modules are negotiated) reaches it through remoteRegistry.ts.
 */
let table: readonly RouteEntry[] = ROUTES;
const listeners = new Set<() => void>();

export function setRouteTable(next: readonly RouteEntry[]): void {
  const same =
    next.length === table.length &&
    next.every((r, i) => r.path === table[i].path && r.module === table[i].module && r.brand === table[i].brand);
  if (same) return;
  table = next;
  for (const listener of listeners) listener();
}

export function routeTable(): readonly RouteEntry[] {
  return table;
}

export function subscribeRouteTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
