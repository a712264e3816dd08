/**
 * The schema of `/remotes.json` (DESIGN §2: where the shell and the remotes discover each remote at run time).
 * A remote the schema rejects is reported and left out whole — never half-registered — and the others still load.
 */
import { REMOTES } from './inventory';
import type { RemoteName } from './exposes';
import { pagesOf, pagesProblem, type RemotePage } from './remote-pages';

export interface RemoteEntry {
  name: RemoteName;
  /** The browser's `mf-manifest.json` (or remoteEntry.js) URL, absolute or relative to the page. */
  entry: string;
  /** The Node container's remoteEntry.js (the server renderer's), when it is not beside `entry`. */
  serverEntry?: string;
  /**
   * The remote's pages (its release's pages.json, issue 30), when whoever wrote this document had them: the server
   * renderer puts them in the page so the browser routes without fetching them. Absent, the browser reads pages.json
   * beside `entry`.
   */
  pages?: RemotePage[];
}

export interface RemotesJson {
  remotes: RemoteEntry[];
}

export interface RemotesJsonResult {
  remotes: RemoteEntry[];
  /** One line per rejected entry (or for the whole document), saying why. */
  rejected: string[];
}

const KNOWN = new Set<string>(REMOTES.map((r) => r.name));
const URL_LIKE = /^(https?:\/\/[^\s]+|\/[^\s]*|\.{1,2}\/[^\s]*)$/;

function entryProblem(value: unknown, seen: Set<string>): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'is not an object';
  const { name, entry, serverEntry } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !KNOWN.has(name)) return `names no known remote (${JSON.stringify(name)})`;
  if (seen.has(name)) return `${name} is listed twice`;
  if (typeof entry !== 'string' || !URL_LIKE.test(entry))
    return `${name} has no valid entry URL (${JSON.stringify(entry)})`;
  if (serverEntry !== undefined && (typeof serverEntry !== 'string' || !URL_LIKE.test(serverEntry))) {
    return `${name} has an invalid serverEntry (${JSON.stringify(serverEntry)})`;
  }
  return null;
}

/** Validates a parsed remotes.json: the entries that pass, and why each other one was rejected. */
export function parseRemotesJson(data: unknown): RemotesJsonResult {
  const list = (data as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) return { remotes: [], rejected: ['remotes.json has no "remotes" array'] };
  const remotes: RemoteEntry[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  list.forEach((value, index) => {
    const problem = entryProblem(value, seen);
    if (problem) {
      rejected.push(`remotes.json entry ${index} ${problem}`);
      return;
    }
    const { name, entry, serverEntry, pages } = value as RemoteEntry;
    seen.add(name);
    const remote: RemoteEntry = serverEntry === undefined ? { name, entry } : { name, entry, serverEntry };
    // Pages that are not a list of pages are left out (the shell's snapshot of that remote's routes stands in); the
    // remote itself still loads.
    const pagesWrong = pages === undefined ? null : pagesProblem(pages);
    if (pagesWrong) rejected.push(`remotes.json entry ${index}: the pages of ${name} ${pagesWrong}`);
    else if (pages) remote.pages = pagesOf(pages);
    remotes.push(remote);
  });
  return { remotes, rejected };
}
