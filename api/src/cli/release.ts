/**
 * The release CLI's database side (issue 30), run by `npm run release -- …` (scripts/release.mjs) after it built what
 * is needed. It talks to PostgreSQL directly — DATABASE_URL, or the embedded server of `npm start` (reused when it
 * runs, started and stopped again when it does not) — so it works without an admin password and without a running
 * API; every replica hears the change through the registry's NOTIFY.
 *
 *   release.js publish <remote> <dist> [--canary <share>] [--actor <name>] [--shell-manifest <file>]
 *   release.js promote <remote> [<release-id>]      release.js rollback <remote>
 *   release.js canary <remote> <release-id> <share>  release.js abort <remote>      release.js list
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { REMOTES, type RemoteName } from '@app/contracts';
import { appConfigModule } from '../config/app-config.module';
import { loadAppConfig } from '../config/app-config.schema';
import { DatabaseModule } from '../database/database.module';
import { isDomainError } from '../common/domain-error';
import { ReleaseRefused } from '../modules/releases/release-gate';
import { ReleasePublisher } from '../modules/releases/release-publisher.service';
import { ReleaseRegistry } from '../modules/releases/release-registry.service';
import { ReleasesCoreModule } from '../modules/releases/releases.module';

const USAGE = `usage:
  npm run release -- <remote> [--canary <share>]       build, publish and make live (or a canary)
  npm run release -- promote <remote> [<release-id>]   make a release (default: the canary) live
  npm run release -- rollback <remote>                 back to the release live before this one
  npm run release -- canary <remote> <release-id> <share>
  npm run release -- abort <remote>                    end the canary
  npm run release -- list                              what is live, canaries, recent history`;

function remoteOf(value: string | undefined): RemoteName {
  const remote = REMOTES.find((r) => r.name === value || r.folder === value);
  if (!remote)
    throw new UsageError(`Unknown remote ${value ?? '(none)'}: one of ${REMOTES.map((r) => r.folder).join(', ')}`);
  return remote.name;
}

function shareOf(value: string | undefined): number {
  const share = Number(value);
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new UsageError('A canary share is 1–99 (percent)');
  return share;
}

class UsageError extends Error {}

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
}

async function run(args: string[]): Promise<void> {
  const actor = flag(args, '--actor') ?? `${userInfo().username}@${hostname()} (cli)`;
  const canaryShare = flag(args, '--canary');
  // The shell whose shared singletons a build must match: the deployed one's manifest (path), by default the build
  // under STATIC_ROOT (this checkout's).
  const shellManifest =
    flag(args, '--shell-manifest') ?? join(config().staticRoot, 'shell', 'dist', 'mf-manifest.json');
  const [command, ...rest] = args;
  if (!command) throw new UsageError(USAGE);

  @Module({ imports: [appConfigModule(config()), DatabaseModule, ReleasesCoreModule] })
  class ReleaseCliModule {}
  const app = await NestFactory.createApplicationContext(ReleaseCliModule, { logger: ['error'] });
  try {
    const registry = app.get(ReleaseRegistry);
    const publisher = app.get(ReleasePublisher);
    switch (command) {
      case 'publish': {
        const remote = remoteOf(rest[0]);
        if (!rest[1]) throw new UsageError(USAGE);
        const share = canaryShare === undefined ? undefined : shareOf(canaryShare);
        const shell = existsSync(shellManifest) ? shellManifest : null;
        if (!shell)
          console.warn(`No shell manifest at ${shellManifest}: shared singletons not checked (--shell-manifest)`);
        const result = await publisher.publish(remote, rest[1], {
          actor,
          makeLive: share === undefined,
          shellManifest: shell,
          gate: 'refuse',
        });
        console.log(`${remote}: release ${result.releaseId}${result.isNew ? ' published' : ' (already published)'}`);
        if (share !== undefined) {
          await registry.canary(remote, result.releaseId, share, actor);
          console.log(`${remote}: canary ${result.releaseId} for ${share}% of visitors`);
        } else console.log(`${remote}: ${result.live ? 'now live' : 'was already live'}`);
        if (result.pruned.length > 0) console.log(`${remote}: removed old releases ${result.pruned.join(', ')}`);
        break;
      }
      case 'promote':
        await registry.promote(remoteOf(rest[0]), rest[1], actor);
        console.log(`${rest[0]}: ${rest[1] ?? 'the canary'} is now live`);
        break;
      case 'rollback':
        console.log(`${rest[0]}: rolled back to ${await registry.rollback(remoteOf(rest[0]), actor)}`);
        break;
      case 'canary':
        await registry.canary(remoteOf(rest[0]), rest[1] ?? '', shareOf(rest[2]), actor);
        console.log(`${rest[0]}: canary ${rest[1]} for ${rest[2]}% of visitors`);
        break;
      case 'abort':
        await registry.abortCanary(remoteOf(rest[0]), actor);
        console.log(`${rest[0]}: canary ended`);
        break;
      case 'list':
        printOverview(await registry.overview());
        break;
      default:
        throw new UsageError(USAGE);
    }
  } finally {
    await app.close();
  }
}

function config() {
  // The CLI serves nothing: no static site (and no publishing of local builds at start), quiet logs.
  return loadAppConfig({ ...process.env, SERVE_STATIC: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
}

function printOverview(overview: Awaited<ReturnType<ReleaseRegistry['overview']>>): void {
  for (const remote of overview.remotes) {
    const canary = remote.canary ? `, canary ${remote.canary.releaseId} (${remote.canary.share}%)` : '';
    console.log(`${remote.remote}: live ${remote.live ?? '(none)'}${canary}`);
    for (const release of remote.releases.slice(0, 6)) {
      const marks = [release.releaseId === remote.live && 'live', release.pruned && 'removed'].filter(Boolean);
      console.log(
        `  ${release.releaseId}  ${release.publishedAt}  ${release.publishedBy}${marks.length ? `  [${marks.join(', ')}]` : ''}`,
      );
    }
  }
  console.log('history:');
  for (const event of overview.history.slice(0, 15)) {
    const from = event.previousReleaseId ? ` (was ${event.previousReleaseId})` : '';
    const share = event.canaryShare ? ` ${event.canaryShare}%` : '';
    console.log(`  ${event.at}  ${event.remote}  ${event.action} ${event.releaseId}${share}${from}  by ${event.actor}`);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  // A refusal (unknown release, nothing to roll back to) is one line for the operator, exit 2; anything else exit 1.
  if (error instanceof UsageError || error instanceof ReleaseRefused || isDomainError(error)) {
    console.error((error as Error).message);
    process.exit(2);
  }
  console.error(`release failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
