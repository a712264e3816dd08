import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  RELEASES_KEPT,
  type ReleaseAction,
  type ReleasesOverviewDto,
  type RemoteName,
} from '@app/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { readReleasesOverview } from './release-overview';

/** What each remote serves now, as every replica's remotes.json needs it. */
export interface LiveRelease {
  remote: RemoteName;
  releaseId: string;
  baseUrl: string;
  canary: { releaseId: string; baseUrl: string; share: number } | null;
}

export interface PublishedRelease {
  remote: RemoteName;
  releaseId: string;
  /** Where browsers load it: `<baseUrl>mf-manifest.json`. */
  baseUrl: string;
  sizeBytes: number;
  actor: string;
}

export interface LiveRow {
  release_id: string;
  canary_release_id: string | null;
  canary_share: number | null;
}

/**
 * The release registry in PostgreSQL (issue 30): which build each remote serves, its canary, and the history. Every
 * change is one transaction that locks the remote's pointer first, so two operators acting at once are serialised;
 * the `remote_live` trigger NOTIFYs every replica at commit (LiveReleases re-reads it).
 */
@Injectable()
export class ReleaseRegistry {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records a published build; with `makeLive` (the default of a release) it becomes what every visitor gets. */
  async publish(release: PublishedRelease, makeLive: boolean): Promise<{ isNew: boolean; live: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const live = await this.lockLive(manager, release.remote);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO remote_release (remote, release_id, base_url, published_by, size_bytes)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (remote, release_id) DO UPDATE SET pruned_at = NULL, base_url = EXCLUDED.base_url, published_at = now()
           WHERE remote_release.pruned_at IS NOT NULL
         RETURNING release_id`,
        [release.remote, release.releaseId, release.baseUrl, release.actor, release.sizeBytes],
      );
      const isNew = inserted.length > 0;
      if (isNew) await this.event(manager, release.remote, 'publish', release.releaseId, null, release.actor);
      if (!makeLive || live?.release_id === release.releaseId) return { isNew, live: false };
      await this.point(manager, release.remote, live, release.releaseId, 'promote', release.actor);
      return { isNew, live: true };
    });
  }

  /** Makes `releaseId` (default: the canary) what every visitor gets; a canary of it ends. */
  async promote(remote: RemoteName, releaseId: string | undefined, actor: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const live = await this.lockLive(manager, remote);
      const target = releaseId ?? live?.canary_release_id;
      if (!target) throw new DomainError(ErrorCode.NO_CANARY, { message: `${remote} has no canary to promote` });
      await this.usable(manager, remote, target);
      if (live?.release_id === target && !live.canary_release_id) return;
      await this.point(manager, remote, live, target, 'promote', actor);
    });
  }

  /**
   * Back to the release that was live before the current one (as `kubectl rollout undo`: twice returns to where it
   * started). A canary is aborted with it: a rollback means "the last known good, for everyone".
   */
  async rollback(remote: RemoteName, actor: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const live = await this.lockLive(manager, remote);
      const rows: Array<{ previous_release_id: string | null }> = live
        ? await manager.query(
            `SELECT previous_release_id FROM remote_release_event
              WHERE remote = $1 AND action IN ('promote', 'rollback') AND release_id = $2
              ORDER BY id DESC LIMIT 1`,
            [remote, live.release_id],
          )
        : [];
      const target = rows[0]?.previous_release_id;
      if (!live || !target) {
        throw new DomainError(ErrorCode.NO_EARLIER_RELEASE, {
          message: `${remote} has no earlier release to roll back to`,
        });
      }
      await this.usable(manager, remote, target);
      await this.point(manager, remote, live, target, 'rollback', actor);
      return target;
    });
  }

  /** Serves `releaseId` to `share` percent of visitors (sticky per visitor), the live release to the rest. */
  async canary(remote: RemoteName, releaseId: string, share: number, actor: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const live = await this.lockLive(manager, remote);
      await this.usable(manager, remote, releaseId);
      if (!live || live.release_id === releaseId) {
        throw new DomainError(ErrorCode.CONFLICT, {
          message: `${releaseId} is already what ${remote} serves: a canary needs another release`,
        });
      }
      await manager.query(
        `UPDATE remote_live SET canary_release_id = $2, canary_share = $3, updated_at = now() WHERE remote = $1`,
        [remote, releaseId, share],
      );
      await this.event(manager, remote, 'canary', releaseId, live.release_id, actor, share);
    });
  }

  async abortCanary(remote: RemoteName, actor: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const live = await this.lockLive(manager, remote);
      if (!live?.canary_release_id) {
        throw new DomainError(ErrorCode.NO_CANARY, { message: `${remote} has no canary to abort` });
      }
      await manager.query(
        `UPDATE remote_live SET canary_release_id = NULL, canary_share = NULL, updated_at = now() WHERE remote = $1`,
        [remote],
      );
      await this.event(manager, remote, 'abort', live.canary_release_id, live.release_id, actor);
    });
  }

  async live(): Promise<LiveRelease[]> {
    const rows: Array<{
      remote: RemoteName;
      release_id: string;
      base_url: string;
      canary_release_id: string | null;
      canary_base_url: string | null;
      canary_share: number | null;
    }> = await this.dataSource.query(
      `SELECT l.remote, l.release_id, r.base_url, l.canary_release_id, c.base_url AS canary_base_url, l.canary_share
         FROM remote_live l
         JOIN remote_release r ON r.remote = l.remote AND r.release_id = l.release_id
         LEFT JOIN remote_release c ON c.remote = l.remote AND c.release_id = l.canary_release_id
        ORDER BY l.remote`,
    );
    return rows.map((row) => ({
      remote: row.remote,
      releaseId: row.release_id,
      baseUrl: row.base_url,
      canary:
        row.canary_release_id && row.canary_base_url && row.canary_share
          ? { releaseId: row.canary_release_id, baseUrl: row.canary_base_url, share: row.canary_share }
          : null,
    }));
  }

  /**
   * The releases whose files may go: known, not yet removed, and neither live, a canary, nor among the last
   * RELEASES_KEPT published (a page opened on one of those may still load its chunks).
   */
  async removable(remote: RemoteName): Promise<string[]> {
    const rows: Array<{ release_id: string }> = await this.dataSource.query(
      `SELECT release_id FROM remote_release r
        WHERE remote = $1 AND pruned_at IS NULL
          AND release_id NOT IN (SELECT release_id FROM remote_release WHERE remote = $1
                                  ORDER BY published_at DESC LIMIT $2)
          AND NOT EXISTS (SELECT 1 FROM remote_live l WHERE l.remote = r.remote
                             AND r.release_id IN (l.release_id, l.canary_release_id))`,
      [remote, RELEASES_KEPT],
    );
    return rows.map((row) => row.release_id);
  }

  async markPruned(remote: RemoteName, releaseIds: string[]): Promise<void> {
    if (releaseIds.length === 0) return;
    await this.dataSource.query(
      'UPDATE remote_release SET pruned_at = now() WHERE remote = $1 AND release_id = ANY($2) AND pruned_at IS NULL',
      [remote, releaseIds],
    );
  }

  async known(remote: RemoteName, releaseId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM remote_release WHERE remote = $1 AND release_id = $2 AND pruned_at IS NULL',
      [remote, releaseId],
    );
    return rows.length > 0;
  }

  /** What the console's Releases page shows (release-overview.ts). */
  overview(): Promise<ReleasesOverviewDto> {
    return readReleasesOverview(this.dataSource);
  }

  /**
   * The remote's pointer row, locked for this transaction. A remote without one yet locks nothing: two first
   * releases at once are decided by the pointer's primary key (the second INSERT waits, then updates).
   */
  private async lockLive(manager: EntityManager, remote: RemoteName): Promise<LiveRow | null> {
    const rows: LiveRow[] = await manager.query(
      'SELECT release_id, canary_release_id, canary_share FROM remote_live WHERE remote = $1 FOR UPDATE',
      [remote],
    );
    return rows[0] ?? null;
  }

  private async usable(manager: EntityManager, remote: RemoteName, releaseId: string): Promise<void> {
    const rows: Array<{ pruned_at: Date | null }> = await manager.query(
      'SELECT pruned_at FROM remote_release WHERE remote = $1 AND release_id = $2',
      [remote, releaseId],
    );
    if (rows.length === 0) {
      throw new DomainError(ErrorCode.RELEASE_NOT_FOUND, { message: `${remote} has no release ${releaseId}` });
    }
    if (rows[0].pruned_at) {
      throw new DomainError(ErrorCode.RELEASE_PRUNED, {
        message: `Release ${releaseId} of ${remote} was removed (older than the last ${RELEASES_KEPT}): publish it again`,
      });
    }
  }

  private async point(
    manager: EntityManager,
    remote: RemoteName,
    live: LiveRow | null,
    releaseId: string,
    action: Extract<ReleaseAction, 'promote' | 'rollback'>,
    actor: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO remote_live (remote, release_id) VALUES ($1, $2)
       ON CONFLICT (remote) DO UPDATE
         SET release_id = EXCLUDED.release_id, canary_release_id = NULL, canary_share = NULL, updated_at = now()`,
      [remote, releaseId],
    );
    if (live?.canary_release_id && live.canary_release_id !== releaseId) {
      await this.event(manager, remote, 'abort', live.canary_release_id, live.release_id, actor);
    }
    await this.event(manager, remote, action, releaseId, live?.release_id ?? null, actor);
  }

  private async event(
    manager: EntityManager,
    remote: RemoteName,
    action: ReleaseAction,
    releaseId: string,
    previous: string | null,
    actor: string,
    share: number | null = null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO remote_release_event (remote, action, release_id, previous_release_id, canary_share, actor)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [remote, action, releaseId, previous, share, actor],
    );
  }
}
