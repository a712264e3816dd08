import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../common/QueryState';
import { ReleaseHistory } from './ReleaseHistory';
import { useGetReleasesQuery } from './releasesApi';
import { RELEASE_TEXT } from './releaseText';
import { RemoteReleaseCard } from './RemoteReleaseCard';

/**
 * The remotes' releases (issue 30, DESIGN §2 "Releases"): what every visitor gets, the canaries, and the history —
 * with the same promote, rollback and canary as `npm run release`.
 */
export function ReleasesTab() {
  const { data, error, isLoading, refetch } = useGetReleasesQuery();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <div>
        <Typography variant="h6" component="h2">
          {RELEASE_TEXT.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {RELEASE_TEXT.intro}
        </Typography>
      </div>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.remotes.length}
        emptyText={RELEASE_TEXT.noRemotes}
        what={RELEASE_TEXT.loadWhat}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {data?.remotes.map((remote) => (
            <RemoteReleaseCard key={remote.remote} remote={remote} history={data.history} />
          ))}
        </Box>
        <Box component="section" aria-labelledby="release-history-title" sx={{ mt: 3 }}>
          <Typography id="release-history-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            History
          </Typography>
          <ReleaseHistory history={data?.history ?? []} />
        </Box>
      </QueryState>
    </Stack>
  );
}
