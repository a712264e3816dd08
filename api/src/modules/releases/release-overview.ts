import { type ReleaseAction, type ReleasesOverviewDto, type RemoteName, type RemoteReleasesDto } from '@app/contracts';
import type { DataSource } from 'typeorm';
import { FEDERATED_REMOTES } from '../../config/federated-remotes.constants';
import type { LiveRow } from './release-registry.service';

/** The newest events the console shows. */
const HISTORY_SHOWN = 50;

/** Every remote's live release, canary and releases (pruned ones marked), and the latest history, for the console. */
export async function readReleasesOverview(dataSource: DataSource): Promise<ReleasesOverviewDto> {
  const [live, releases, history] = await Promise.all<Array<Record<string, unknown>>>([
    dataSource.query(`SELECT remote, release_id, canary_release_id, canary_share FROM remote_live`),
    dataSource.query(
      `SELECT remote, release_id, base_url, published_at, published_by, size_bytes, pruned_at
         FROM remote_release ORDER BY published_at DESC`,
    ),
    dataSource.query(
      `SELECT remote, action, release_id, previous_release_id, canary_share, actor, at
         FROM remote_release_event ORDER BY id DESC LIMIT $1`,
      [HISTORY_SHOWN],
    ),
  ]);
  const remotes = FEDERATED_REMOTES.map(({ name }): RemoteReleasesDto => {
    const pointer = (live as unknown as Array<LiveRow & { remote: string }>).find((row) => row.remote === name);
    return {
      remote: name,
      live: pointer?.release_id ?? null,
      canary:
        pointer?.canary_release_id && pointer.canary_share
          ? { releaseId: pointer.canary_release_id, share: pointer.canary_share }
          : null,
      releases: releases
        .filter((row) => row.remote === name)
        .map((row) => ({
          releaseId: row.release_id as string,
          baseUrl: row.base_url as string,
          publishedAt: (row.published_at as Date).toISOString(),
          publishedBy: row.published_by as string,
          sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
          pruned: row.pruned_at !== null,
        })),
    };
  });
  return {
    remotes,
    history: history.map((row) => ({
      remote: row.remote as RemoteName,
      action: row.action as ReleaseAction,
      releaseId: row.release_id as string,
      previousReleaseId: (row.previous_release_id as string | null) ?? null,
      canaryShare: (row.canary_share as number | null) ?? null,
      actor: row.actor as string,
      at: (row.at as Date).toISOString(),
    })),
  };
}
