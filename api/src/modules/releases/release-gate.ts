import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  EXPOSE_IDS,
  firstLoadOf,
  overBudgetText,
  PAGES_FILE,
  pagesProblem,
  remoteEntryFile,
  remoteInfo,
  ROUTES,
  type RemoteName,
  type RemotePage,
} from '@app/contracts';

/** The parts of an mf-manifest.json the gate reads. */
interface Manifest {
  shared?: Array<{ name: string; version?: string; singleton?: boolean; requiredVersion?: string }>;
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
  metaData?: { remoteEntry?: { name: string; path?: string } };
}

export class ReleaseRefused extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly problems: string[],
  ) {
    super(`Release of ${remote} refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

type Version = [number, number, number];

function parse(version: string | undefined): Version | null {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(version ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function atLeast(a: Version, b: Version): boolean {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** `version` satisfies a `^x.y.z` (or exact) range as npm reads it; anything else is left to the runtime. */
export function satisfiesCaret(version: string, range: string | undefined): boolean {
  const have = parse(version);
  const want = parse(range);
  if (!have || !want || !range) return true;
  if (!range.trim().startsWith('^')) return have.join('.') === want.join('.') || !/^\d/.test(range.trim());
  if (want[0] > 0) return have[0] === want[0] && atLeast(have, want);
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1] && atLeast(have, want);
  return have.join('.') === want.join('.');
}

function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Its singletons are the ones the shell provides: the shell's version must satisfy what the remote requires. */
function singletonProblems(remote: Manifest, shell: Manifest): string[] {
  const problems: string[] = [];
  for (const wanted of remote.shared ?? []) {
    if (!wanted.singleton) continue;
    const provided = shell.shared?.find((s) => s.name === wanted.name);
    if (!provided?.version || !wanted.version) continue;
    const sameMajor = parse(provided.version)?.[0] === parse(wanted.version)?.[0];
    if (!sameMajor || !satisfiesCaret(provided.version, wanted.requiredVersion)) {
      problems.push(
        `shared singleton ${wanted.name}: built against ${wanted.version} (requires ${wanted.requiredVersion ?? wanted.version}), ` +
          `the shell provides ${provided.version}`,
      );
    }
  }
  return problems;
}

/** Every expose the typed contract (packages/contracts/src/federation/exposes.ts) promises for this remote. */
function exposeProblems(remote: RemoteName, manifest: Manifest): string[] {
  const built = new Set((manifest.exposes ?? []).map((e) => e.path));
  return EXPOSE_IDS.filter((id) => id.startsWith(`${remote}/`))
    .map((id) => `./${id.slice(remote.length + 1)}`)
    .filter((path) => !built.has(path))
    .map((path) => `missing expose ${path}, which the contract (packages/contracts/src/federation/exposes.ts) names`);
}

/**
 * Its pages.json (issue 30: a remote owns its routes): a list of pages, each an expose this build has, on a path no
 * other remote routes (the shell's snapshot of their routes). No file: the shell routes it by its snapshot.
 */
function pageProblems(remote: RemoteName, dist: string, manifest: Manifest): string[] {
  const file = join(dist, PAGES_FILE);
  if (!existsSync(file)) return [];
  let pages: unknown;
  try {
    pages = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [`${PAGES_FILE} is not JSON`];
  }
  const problem = pagesProblem(pages);
  if (problem) return [`${PAGES_FILE} ${problem}`];
  const built = new Set((manifest.exposes ?? []).map((e) => e.path));
  const problems: string[] = [];
  for (const page of pages as RemotePage[]) {
    if (!built.has(`./${page.expose}`))
      problems.push(`page ${page.path} names expose ./${page.expose}, which this build does not expose`);
    const owner = ROUTES.find((route) => route.path === page.path && !route.module.startsWith(`${remote}/`));
    if (owner) problems.push(`page ${page.path} is already a route of ${owner.module.split('/')[0]}`);
  }
  return problems;
}

function gzipSize(dist: string, file: string): number {
  const twin = join(dist, `${file}.gz`);
  if (existsSync(twin)) return readFileSync(twin).length;
  return gzipSync(readFileSync(join(dist, file))).length;
}

/** remoteEntry.js plus the heaviest expose's sync chunks, in KB gzip: what a visitor's first page of it loads. */
function firstLoadKb(dist: string, manifest: Manifest): { kb: number; expose: string } {
  return firstLoadOf(manifest, (file) => (existsSync(join(dist, file)) ? gzipSize(dist, file) : 0));
}

/**
 * The release gate (issue 30, DESIGN §2): a build is refused — nothing stored, nothing changes for visitors — when a
 * shared singleton does not match the shell's, an expose of the contract is missing, its pages name an expose it
 * lacks or another remote's path, or its first load is over its budget (apps.json). `shellManifest` is the deployed
 * shell's mf-manifest.json; without one the singletons are not checked, and the caller says so.
 */
export function gateProblems(remote: RemoteName, dist: string, shellManifest: string | null): string[] {
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`${dist} holds no build (no mf-manifest.json): build it first`];
  const manifest = readManifest(manifestFile);
  const problems = [
    ...(shellManifest ? singletonProblems(manifest, readManifest(shellManifest)) : []),
    ...exposeProblems(remote, manifest),
    ...pageProblems(remote, dist, manifest),
  ];
  const budget = remoteInfo(remote).firstLoadBudgetKb;
  const firstLoad = firstLoadKb(dist, manifest);
  if (firstLoad.kb > budget) problems.push(overBudgetText(firstLoad, budget, remoteEntryFile(manifest)));
  return problems;
}
