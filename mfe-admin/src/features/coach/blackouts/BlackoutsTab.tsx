import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { HoursEditor } from '../hours/HoursEditor';
import { WaitingList } from '../waitlist/WaitingList';
import { AffectedBookingsDialog } from './AffectedBookingsDialog';
import { type BlackoutDay, useGetBlackoutsQuery } from './blackoutsApi';
import { BlackoutForm } from './BlackoutForm';
import { BlackoutList } from './BlackoutList';

/**
 * When the coach works: each brand's weekly hours, and the days closed on top of them (DESIGN §3: blackout dates
 * replace the spec's hard-blocked day). A closed day that still holds bookings asks what to do with them. Below,
 * who waits for a time: the demand those controls answer.
 */
export function BlackoutsTab() {
  const { data, error, isLoading, refetch } = useGetBlackoutsQuery();
  const [reviewing, setReviewing] = useState<BlackoutDay | null>(null);
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        Hours &amp; blackouts
      </Typography>
      <HoursEditor />
      <Divider />
      <section aria-labelledby="blackout-dates-title">
        <Typography id="blackout-dates-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Blackout dates
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Customers are offered no time slots on a blackout date.
        </Typography>
        <BlackoutForm onBookingsFound={setReviewing} />
      </section>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={COACH_MESSAGES.noBlackouts}
        what="blackout dates"
      >
        <BlackoutList blackouts={data ?? []} onReview={setReviewing} />
      </QueryState>
      {reviewing && (
        <AffectedBookingsDialog
          key={`${reviewing.date}-${reviewing.brand ?? 'all'}`}
          day={reviewing}
          onClose={() => setReviewing(null)}
        />
      )}
      <Divider />
      <WaitingList />
    </Stack>
  );
}
