import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetAllSubscriptionsQuery } from './coachSubscriptionsApi';
import { PendingSubscription } from './PendingSubscription';

/** DESIGN §3: a subscription starts pending_payment and becomes active when the coach records the payment. */
export function SubscriptionsTab() {
  const { data, error, isLoading, refetch } = useGetAllSubscriptionsQuery();
  const pending = (data ?? []).filter((s) => s.status === 'pending_payment');
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Subscriptions awaiting payment
      </Typography>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={pending.length === 0}
        emptyText={COACH_MESSAGES.noPendingSubscriptions}
        what="subscriptions"
      >
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Subscriptions awaiting payment"
        >
          {pending.map((s) => (
            <PendingSubscription key={s.id} subscription={s} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
