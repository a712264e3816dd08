import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SLOT_MESSAGES } from '@app/contracts';
import { DemoCard } from './DemoCard';
import { dateCheck, slotDays } from './dateCheck';
import { useGetTimeSlotsQuery } from './timeSlotsApi';
import { errorText, useClientNow as useNow } from '@app/web-kit';

/** DESIGN §3: "today" is New York's date with real DST; this card shows what the booking pages will call each day. */
export function TimeslotDateCheck() {
  // Null on the server and while hydrating: the clock and the device's date are the visitor's, read right after.
  const now = useNow();
  const check = now && dateCheck(now);
  const { data, error, isLoading } = useGetTimeSlotsQuery('coaching');
  const days = data && now ? slotDays(data, now) : [];

  return (
    <DemoCard id="timeslot-date-check" title="Timeslot date check" description="Business dates are Eastern Time.">
      {check ? (
        <>
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
        </>
      ) : (
        <Box aria-busy="true">
          <Skeleton width="70%" />
          <Skeleton variant="rounded" width={220} height={24} sx={{ my: 1 }} />
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Next slots (life coaching)
      </Typography>
      {isLoading || !now ? (
        <Skeleton variant="rounded" height={120} />
      ) : error ? (
        <Alert severity="error">{`${SLOT_MESSAGES.error}. ${errorText(error)}`}</Alert>
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
        {check ? check.windowHeadings.map((h) => h.heading).join(' · ') : <Skeleton />}
      </Typography>
    </DemoCard>
  );
}
