import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RemoteReleasesDto } from '@app/contracts';
import { formatEtDateTime } from '../common/formatDates';
import { ReleaseId } from './ReleaseId';
import { formatSize, RELEASE_TEXT } from './releaseText';

interface Props {
  remote: RemoteReleasesDto;
  busy: boolean;
  onPromote: (releaseId: string) => void;
}

/** A remote's releases, newest first: which is live, which is the canary, which were removed, and Promote. */
export function ReleaseList({ remote, busy, onPromote }: Props) {
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={`Releases of ${remote.remote}`}
    >
      {remote.releases.map((r) => {
        const live = r.releaseId === remote.live;
        const canary = remote.canary?.releaseId === r.releaseId ? remote.canary : null;
        const details = [formatEtDateTime(r.publishedAt), `by ${r.publishedBy}`, formatSize(r.sizeBytes)];
        return (
          <Stack
            component="li"
            key={r.releaseId}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            data-testid="release-row"
            sx={{
              alignItems: { sm: 'center' },
              justifyContent: 'space-between',
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              color: r.pruned ? 'text.disabled' : undefined,
            }}
          >
            <div>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <ReleaseId id={r.releaseId} />
                {live && <Chip size="small" color="success" label="Live" />}
                {canary && <Chip size="small" color="warning" label={`Canary ${canary.share} %`} />}
                {r.pruned && (
                  <Chip size="small" variant="outlined" label={RELEASE_TEXT.removed} title={RELEASE_TEXT.removedHint} />
                )}
              </Stack>
              <Typography variant="body2" color={r.pruned ? 'inherit' : 'text.secondary'}>
                {details.filter(Boolean).join(' · ')}
              </Typography>
            </div>
            {/* A removed release cannot come back (its files are gone); the live one needs no promoting. */}
            {!live && !r.pruned && (
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => onPromote(r.releaseId)}
                aria-label={`Promote ${r.releaseId}`}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
              >
                Promote
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
