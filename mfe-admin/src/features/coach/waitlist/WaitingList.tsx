import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate, type BrandId, type CoachWaitlistDayDto } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { formatEtDateTime } from '../../common/formatDates';
import { QueryState } from '../../common/QueryState';
import { useGetWaitlistQuery } from './waitlistApi';

/** Re-read while the tab is open: a visitor may join at any moment, and the coach acts on demand as it shows. */
const REFRESH_MS = 60_000;

/**
 * Who asked "Tell me if a time opens" (issue 33): per day and brand, soonest first. Wider hours or a lifted
 * blackout e-mails them at once, so the list is the demand those two controls answer.
 */
export function WaitingList() {
  const { data, error, isLoading, refetch } = useGetWaitlistQuery(undefined, { pollingInterval: REFRESH_MS });
  return (
    <section aria-labelledby="waitlist-title">
      <Typography id="waitlist-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Waiting for a time
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        People who asked to be e-mailed when a time opens on a full day. Wider hours, a lifted blackout or a
        cancellation on that day tells them at once.
      </Typography>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText="Nobody is waiting for a time."
        what="the waitlist"
      >
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Waiting for a time">
          {(data ?? []).map((day) => (
            <WaitingDay key={`${day.date}-${day.brand}`} day={day} />
          ))}
        </Stack>
      </QueryState>
    </section>
  );
}

function WaitingDay({ day }: { day: CoachWaitlistDayDto }) {
  const names: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  const count = day.people.length;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="waitlist-day">
      <Typography sx={{ fontWeight: 600 }}>{formatLongDate(day.date)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${names[day.brand]} · ${count} waiting`}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {day.people.map((person) => (
          <Stack
            component="li"
            key={person.email}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, minWidth: 0 }}
          >
            <Link href={`mailto:${person.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {`asked ${formatEtDateTime(person.since)}`}
            </Typography>
            {person.notifiedAt && (
              <Chip size="small" variant="outlined" label={`told of a time ${formatEtDateTime(person.notifiedAt)}`} />
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
