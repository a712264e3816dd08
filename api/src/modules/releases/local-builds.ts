import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { FEDERATED_REMOTES } from '../../config/federated-remotes.constants';
import type { ReleasePublisher } from './release-publisher.service';

/** The history's name for what `npm start` (or any single-origin server) publishes from the checkout's builds. */
export const LOCAL_BUILD_ACTOR = 'server start (local build)';

/**
 * Single-origin mode (`npm start`): each remote's `dist/` that is not yet a release becomes one and goes live, so a
 * fresh clone serves its own build and a rebuild followed by a restart serves the new one — published beside the
 * earlier releases, never over them. A build that already is a release changes nothing: a rollback made with the CLI
 * or the console survives a restart.
 */
export async function publishLocalBuilds(
  publisher: ReleasePublisher,
  staticRoot: string,
  logger: Pick<Logger, 'log' | 'warn'>,
): Promise<void> {
  for (const { folder, name } of FEDERATED_REMOTES) {
    const dist = join(staticRoot, folder, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    try {
      if (await publisher.isPublished(name, dist)) continue;
      const shell = join(staticRoot, 'shell', 'dist', 'mf-manifest.json');
      const { releaseId } = await publisher.publish(name, dist, {
        actor: LOCAL_BUILD_ACTOR,
        makeLive: true,
        shellManifest: existsSync(shell) ? shell : null,
        gate: 'warn',
      });
      logger.log(`Published ${folder}/dist as release ${releaseId} of ${name}`);
    } catch (error) {
      logger.warn(`Could not publish ${folder}/dist: ${(error as Error).message}`);
    }
  }
}
