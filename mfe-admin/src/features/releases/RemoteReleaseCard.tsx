import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReleaseEventDto, RemoteReleasesDto } from '@app/contracts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatEtDateTime } from '../common/formatDates';
import { useResultToast } from '../common/useResultToast';
import { CanaryDialog } from './CanaryDialog';
import { confirmationOf, type PendingChange } from './releaseActions';
import { ReleaseId } from './ReleaseId';
import { ReleaseList } from './ReleaseList';
import { useAbortCanaryMutation, usePromoteReleaseMutation, useRollbackReleaseMutation } from './releasesApi';
import { previousRelease, RELEASE_TEXT, remoteTitle } from './releaseText';

interface Props {
  remote: RemoteReleasesDto;
  history: readonly ReleaseEventDto[];
}

/** One remote: what is live, its canary, the changes an admin can make, and its releases. */
export function RemoteReleaseCard({ remote, history }: Props) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [canaryOpen, setCanaryOpen] = useState(false);
  const [promote, promoting] = usePromoteReleaseMutation();
  const [rollback, rollingBack] = useRollbackReleaseMutation();
  const [abort, aborting] = useAbortCanaryMutation();
  const withToast = useResultToast();
  const busy = promoting.isLoading || rollingBack.isLoading || aborting.isLoading;
  const { title, folder } = remoteTitle(remote.remote);
  const live = remote.releases.find((r) => r.releaseId === remote.live);
  const headingId = `release-${remote.remote}`;

  const run = async () => {
    if (!pending) return;
    const texts = confirmationOf(pending, remote);
    const name = remote.remote;
    const request =
      pending.kind === 'rollback'
        ? rollback({ remote: name })
        : pending.kind === 'promote'
          ? promote({ remote: name, releaseId: pending.releaseId })
          : pending.kind === 'promoteCanary'
            ? promote({ remote: name })
            : abort({ remote: name });
    await withToast(request, { success: texts.success, successDetail: title, failure: texts.failure });
    setPending(null);
  };
  const confirmation = pending ? confirmationOf(pending, remote) : null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {folder}
        </Typography>
      </Stack>

      <Typography data-testid="live-release">
        Live: <ReleaseId id={remote.live} />
        {!remote.live && ` ${RELEASE_TEXT.notReleased}`}
      </Typography>
      {live && (
        <Typography variant="body2" color="text.secondary">
          Published {formatEtDateTime(live.publishedAt)} by {live.publishedBy}
        </Typography>
      )}

      {remote.canary && (
        <Alert
          severity="warning"
          icon={false}
          sx={{ mt: 1.5, '& .MuiAlert-message': { width: '100%' } }}
          data-testid="canary"
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            Canary: <ReleaseId id={remote.canary.releaseId} /> for {remote.canary.share} % of visitors
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              disabled={busy}
              onClick={() => setPending({ kind: 'promoteCanary' })}
            >
              Promote canary
            </Button>
            <Button size="small" color="inherit" disabled={busy} onClick={() => setPending({ kind: 'abortCanary' })}>
              Abort canary
            </Button>
          </Stack>
        </Alert>
      )}

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || !remote.live}
          onClick={() => setPending({ kind: 'rollback', previous: previousRelease(remote, history) })}
          aria-label={`Roll back ${title}`}
        >
          Roll back
        </Button>
        <Button
          variant="outlined"
          disabled={busy || !remote.live}
          onClick={() => setCanaryOpen(true)}
          aria-label={`Start canary of ${title}`}
        >
          {remote.canary ? 'Change canary' : 'Start canary'}
        </Button>
      </Stack>

      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        Releases ({remote.releases.length})
      </Typography>
      <ReleaseList remote={remote} busy={busy} onPromote={(releaseId) => setPending({ kind: 'promote', releaseId })} />

      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
      {canaryOpen && <CanaryDialog remote={remote} onClose={() => setCanaryOpen(false)} />}
    </Paper>
  );
}
