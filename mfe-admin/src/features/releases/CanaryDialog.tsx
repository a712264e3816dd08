import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canaryReleaseSchema, type RemoteReleasesDto } from '@app/contracts';
import { errorText, useSchemaForm, useToast } from '@app/web-kit';
import { formatEtDateTime } from '../common/formatDates';
import { useStartCanaryMutation } from './releasesApi';
import { RELEASE_TEXT, remoteTitle } from './releaseText';

interface Props {
  remote: RemoteReleasesDto;
  onClose: () => void;
}

/** The releases a canary can serve: kept (not removed) and not already live. */
function canaryCandidates(remote: RemoteReleasesDto) {
  return remote.releases.filter((r) => !r.pruned && r.releaseId !== remote.live);
}

/**
 * A share of visitors (1–99 %, sticky per visitor) gets another release, the rest keep the live one. The inputs are
 * checked with the API's own schema, so its words show under the field before anything is sent.
 */
export function CanaryDialog({ remote, onClose }: Props) {
  const candidates = canaryCandidates(remote);
  const [startCanary, { isLoading }] = useStartCanaryMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { toast } = useToast();
  const { title } = remoteTitle(remote.remote);
  const {
    register,
    handleSubmit,
    applyServerErrors,
    formState: { errors },
  } = useSchemaForm(canaryReleaseSchema, {
    defaultValues: { releaseId: candidates[0]?.releaseId ?? '', share: '10' },
  });

  const onSubmit = handleSubmit(async ({ releaseId, share }) => {
    setRefusal(null);
    const result = await startCanary({ remote: remote.remote, releaseId, share });
    if (result.error) {
      if (!applyServerErrors(result.error)) setRefusal(errorText(result.error));
      return;
    }
    toast({
      title: RELEASE_TEXT.canaryStarted,
      description: `${title}: ${releaseId} for ${share} %`,
      variant: 'success',
    });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="canary-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Start a canary">
        <DialogTitle id="canary-title">Start a canary of {title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              That share of visitors gets the release (each keeps it across visits); everyone else keeps the live one.
            </DialogContentText>
            {candidates.length === 0 && <Alert severity="info">{RELEASE_TEXT.noCandidate}</Alert>}
            <TextField
              {...register('releaseId')}
              select
              label="Release"
              error={Boolean(errors.releaseId)}
              helperText={errors.releaseId?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {candidates.length === 0 && <option value="">—</option>}
              {candidates.map((r) => (
                <option key={r.releaseId} value={r.releaseId}>
                  {`${r.releaseId} · ${formatEtDateTime(r.publishedAt)}`}
                </option>
              ))}
            </TextField>
            <TextField
              {...register('share')}
              label="Share of visitors (%)"
              type="number"
              error={Boolean(errors.share)}
              helperText={errors.share?.message ?? '1 to 99'}
              slotProps={{ htmlInput: { min: 1, max: 99, step: 1, inputMode: 'numeric' } }}
            />
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading || candidates.length === 0}>
            Start canary
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
