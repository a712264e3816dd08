import type { RemoteReleasesDto } from '@app/contracts';
import { RELEASE_TEXT, remoteTitle } from './releaseText';

/** A change to a remote's releases that waits for the admin's confirmation. */
export type PendingChange =
  | { kind: 'rollback'; previous: string | null }
  | { kind: 'promote'; releaseId: string }
  | { kind: 'promoteCanary' }
  | { kind: 'abortCanary' };

interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  success: string;
  failure: string;
}

/** What the confirmation says: which release every visitor gets afterwards, by id. */
export function confirmationOf(change: PendingChange, remote: RemoteReleasesDto): Confirmation {
  const { title } = remoteTitle(remote.remote);
  const live = remote.live ?? '—';
  const canary = remote.canary;
  const canaryEnds = canary ? ' The canary ends too.' : '';
  switch (change.kind) {
    case 'rollback':
      return {
        title: `Roll back ${title}?`,
        message: change.previous
          ? `Every visitor gets release ${change.previous} again, the one live before ${live}.${canaryEnds}`
          : `The history shown names no release live before ${live}; the registry checks its own record.${canaryEnds}`,
        confirmLabel: 'Roll back',
        success: RELEASE_TEXT.rolledBack,
        failure: RELEASE_TEXT.rollbackFailed,
      };
    case 'promote':
      return {
        title: `Promote ${change.releaseId}?`,
        message: `Every visitor of ${title} gets release ${change.releaseId} instead of ${live}.${canaryEnds}`,
        confirmLabel: 'Promote',
        success: RELEASE_TEXT.promoted,
        failure: RELEASE_TEXT.promoteFailed,
      };
    case 'promoteCanary':
      return {
        title: `Promote the canary of ${title}?`,
        message: `Every visitor gets release ${canary?.releaseId ?? '—'}, not only ${canary?.share ?? 0} % of them.`,
        confirmLabel: 'Promote canary',
        success: RELEASE_TEXT.canaryPromoted,
        failure: RELEASE_TEXT.canaryPromoteFailed,
      };
    case 'abortCanary':
      return {
        title: `Abort the canary of ${title}?`,
        message: `The ${canary?.share ?? 0} % of visitors on release ${canary?.releaseId ?? '—'} get ${live} again.`,
        confirmLabel: 'Abort canary',
        success: RELEASE_TEXT.canaryAborted,
        failure: RELEASE_TEXT.canaryAbortFailed,
      };
  }
}
