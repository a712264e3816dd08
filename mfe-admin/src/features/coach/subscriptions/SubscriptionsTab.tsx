import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriberStatusFilter } from '@app/contracts';
import { QueryState } from '../../common/QueryState';
import { useGetSubscribersQuery } from './coachSubscriptionsApi';
import { SubscriberCard } from './SubscriberCard';
import { SubscriberFilters } from './SubscriberFilters';
import { SUBSCRIBER_TEXT } from './subscriberText';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The coach's Subscribers section (issue 27): every plan by standing — active, pending (DESIGN §3: a plan starts
 * pending_payment until the coach records the payment), lapsed, cancelled — with search by name or e-mail. It opens
 * on All, so a new plan waiting for its first payment is in view with its "Mark paid".
 */
export function SubscriptionsTab() {
  const [status, setStatus] = useState<SubscriberStatusFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const { data, error, isLoading, isFetching, refetch } = useGetSubscribersQuery({ status, q });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        Subscribers
      </Typography>
      <SubscriberFilters status={status} onStatus={setStatus} search={search} onSearch={setSearch} />
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={q ? SUBSCRIBER_TEXT.noMatch(q) : SUBSCRIBER_TEXT.empty[status]}
        what="subscribers"
      >
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.7 : 1 }}
          aria-label="Subscribers"
          aria-busy={isFetching}
        >
          {(data ?? []).map((s) => (
            <SubscriberCard key={s.id} subscriber={s} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
