import {
  REMOTES,
  type ReleaseAction,
  type ReleaseEventDto,
  type RemoteName,
  type RemoteReleasesDto,
} from '@app/contracts';

/** The console's words for the registry's actions and outcomes. */
export const RELEASE_TEXT = {
  heading: 'Releases',
  intro:
    'What every visitor of each part of the site gets, a canary served to a share of them, and what changed when. Each change reaches every server within seconds.',
  loadWhat: 'releases',
  noRemotes: 'No remote has been released yet.',
  noHistory: 'Nothing has changed yet.',
  notReleased: 'Not released yet',
  removed: 'Removed',
  removedHint: 'Its files were removed: publish it again to use it',
  rolledBack: 'Rolled back',
  rollbackFailed: 'Could not roll back',
  promoted: 'Release promoted',
  promoteFailed: 'Could not promote the release',
  canaryStarted: 'Canary started',
  canaryFailed: 'Could not start the canary',
  canaryPromoted: 'Canary promoted',
  canaryPromoteFailed: 'Could not promote the canary',
  canaryAborted: 'Canary aborted',
  canaryAbortFailed: 'Could not abort the canary',
  noCandidate: 'Every other release of this remote was removed or is live: publish a new one first.',
} as const;

const ACTION: Record<ReleaseAction, string> = {
  publish: 'Published',
  promote: 'Promoted',
  rollback: 'Rolled back',
  canary: 'Canary',
  abort: 'Canary aborted',
};

export function actionText(event: Pick<ReleaseEventDto, 'action' | 'canaryShare'>): string {
  const text = ACTION[event.action] ?? event.action;
  return event.action === 'canary' && event.canaryShare ? `${text} ${event.canaryShare} %` : text;
}

/** "Lunar Light" with its folder, as the team that ships it knows it. */
export function remoteTitle(remote: RemoteName): { title: string; folder: string } {
  const info = REMOTES.find((r) => r.name === remote);
  return { title: info?.title ?? remote, folder: info?.folder ?? remote };
}

/**
 * The release a rollback returns to: what the registry itself reads, the latest promote or rollback that made the
 * live release live, and the one it replaced. Null when the history shown (the last 50 changes) names none — the
 * registry may still know one, so the action is not withheld on that alone.
 */
export function previousRelease(remote: RemoteReleasesDto, history: readonly ReleaseEventDto[]): string | null {
  if (!remote.live) return null;
  const made = history.find(
    (e) =>
      e.remote === remote.remote && (e.action === 'promote' || e.action === 'rollback') && e.releaseId === remote.live,
  );
  return made?.previousReleaseId ?? null;
}

/** "1.2 MB": a build's size on disk, for telling releases apart at a glance. */
export function formatSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
