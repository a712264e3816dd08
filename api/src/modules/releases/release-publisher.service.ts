import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RemoteName } from '@app/contracts';
import { gateProblems, ReleaseRefused } from './release-gate';
import { ReleaseRegistry } from './release-registry.service';
import { ReleaseStore } from './release-store';

export interface PublishOptions {
  /** Who published, for the history: `alice@build-host (cli)`, `npm start`. */
  actor: string;
  /** Make it what every visitor gets (a release's default); false only records it, for a canary or later promote. */
  makeLive: boolean;
  /** The deployed shell's mf-manifest.json, whose shared singletons the build must match; null: not checked. */
  shellManifest: string | null;
  /**
   * `refuse` (a release): a build that fails the gate is not published. `warn` (`npm start` serving its own
   * builds): the problems are logged and the build is served anyway, as before releases existed.
   */
  gate: 'refuse' | 'warn';
}

export interface PublishResult {
  releaseId: string;
  /** False when this very build was already a release (nothing copied, no history line). */
  isNew: boolean;
  live: boolean;
  /** Releases whose files were removed: older than the last RELEASES_KEPT, neither live nor a canary. */
  pruned: string[];
}

/**
 * Publishing a remote's build (issue 30): its files go into the release store beside every earlier release, then the
 * registry records it (and, for a release, points visitors at it), then releases nobody may still load are pruned.
 * Files first: the registry never names a release whose files are not all there.
 */
@Injectable()
export class ReleasePublisher {
  private readonly logger = new Logger(ReleasePublisher.name);

  constructor(
    @Inject(ReleaseStore) private readonly store: ReleaseStore,
    private readonly registry: ReleaseRegistry,
  ) {}

  async publish(remote: RemoteName, distDir: string, options: PublishOptions): Promise<PublishResult> {
    const problems = gateProblems(remote, distDir, options.shellManifest);
    if (problems.length > 0 && options.gate === 'refuse') throw new ReleaseRefused(remote, problems);
    for (const problem of problems) this.logger.warn(`${remote}: ${problem}`);
    const stored = await this.store.publish(remote, distDir);
    const { isNew, live } = await this.registry.publish(
      {
        remote,
        releaseId: stored.releaseId,
        baseUrl: `/mfe/${remote}/${stored.releaseId}/`,
        sizeBytes: stored.sizeBytes,
        actor: options.actor,
      },
      options.makeLive,
    );
    const pruned = await this.prune(remote);
    return { releaseId: stored.releaseId, isNew, live, pruned };
  }

  async prune(remote: RemoteName): Promise<string[]> {
    const removed = await this.registry.removable(remote);
    // Recorded first: a release the registry says is gone is never offered again, even if its files linger.
    await this.registry.markPruned(remote, removed);
    await this.store.remove(remote, removed);
    if (removed.length > 0) this.logger.log(`Removed ${remote} releases ${removed.join(', ')}`);
    return removed;
  }

  /** Whether this build is already a release (its content decides its id). */
  async isPublished(remote: RemoteName, distDir: string): Promise<boolean> {
    const { releaseId } = await this.store.contentId(distDir);
    return this.registry.known(remote, releaseId);
  }
}
