import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetBlackoutsQuery } from './blackoutsApi';
import { BlackoutForm } from './BlackoutForm';
import { BlackoutList } from './BlackoutList';

/** DESIGN §3: blackout dates replace the spec's hard-blocked day; a blacked-out day offers no slots. */
export function BlackoutsTab() {
  const { data, error, isLoading, refetch } = useGetBlackoutsQuery();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h6" component="h2" gutterBottom>
          Blackout dates
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Customers are offered no time slots on a blackout date.
        </Typography>
        <BlackoutForm />
      </div>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={COACH_MESSAGES.noBlackouts}
        what="blackout dates"
      >
        <BlackoutList blackouts={data ?? []} />
      </QueryState>
    </Stack>
  );
}
