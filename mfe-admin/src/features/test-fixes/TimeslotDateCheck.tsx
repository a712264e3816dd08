import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SLOT_MESSAGES } from '@app/contracts';
import { failureDescription } from '../common/failureDescription';
import { DemoCard } from './DemoCard';
import { dateCheck, slotDays } from './dateCheck';
import { useGetTimeSlotsQuery } from './timeSlotsApi';
import { useNow } from './useNow';

/** DESIGN §3: "today" is New York's date with real DST; this card shows what the booking pages will call each day. */
export function TimeslotDateCheck() {
  const now = useNow();
  const check = dateCheck(now);
  const { data, error, isLoading } = useGetTimeSlotsQuery('coaching');
  const days = data ? slotDays(data, now) : [];

  return (
    <DemoCard id="timeslot-date-check" title="Timeslot date check" description="Business dates are Eastern Time.">
      <Typography>
        Today in ET: <strong data-testid="today-et">{check.todayEtLabel}</strong>
        {` · ${check.nowEtTime} ET`}
      </Typography>
      <Box sx={{ my: 1 }}>
        <Chip
          size="small"
          color={check.browserDate === check.todayEt ? 'success' : 'warning'}
          label={
            check.browserDate === check.todayEt
              ? 'Your device shows the same date'
              : `Your device's date is ${check.browserDate}: the site still uses the ET date`
          }
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Next slots (life coaching)
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : error ? (
        <Alert severity="error">{`${SLOT_MESSAGES.error}. ${failureDescription(error)}`}</Alert>
      ) : days.length === 0 ? (
        <Typography color="text.secondary">{SLOT_MESSAGES.empty}</Typography>
      ) : (
        <List dense aria-label="Slot dates" data-testid="slot-days">
          {days.map((d) => (
            <ListItem key={d.date} disableGutters divider>
              <ListItemText primary={d.heading} secondary={`${d.date} · ${d.count} open slots · first at ${d.first}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Booking window
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {check.windowHeadings.map((h) => h.heading).join(' · ')}
      </Typography>
    </DemoCard>
  );
}
