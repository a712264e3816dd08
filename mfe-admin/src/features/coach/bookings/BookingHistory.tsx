import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { BookingAction, BookingActor, BookingHistoryEntryDto } from '@app/contracts';
import { formatEtDateTime } from '../../common/formatDates';

const ACTION: Record<BookingAction, string> = {
  created: 'Booked',
  paid: 'Marked paid',
  payment_reported: 'Customer reported payment sent',
  cancelled: 'Cancelled',
  rescheduled: 'Moved',
  no_show: 'Marked no-show',
  refunded: 'Refunded',
  refund_owed: 'Refund owed',
  refund_sent: 'Refund sent',
  released: 'Released (unpaid)',
  expired: 'Card hold expired',
};
const ACTOR: Record<BookingActor, string> = { customer: 'customer', coach: 'you', system: 'the site' };

/** What happened to the booking, oldest first: what, by whom, when, and the detail the API wrote down. */
export function BookingHistory({ history }: { history: readonly BookingHistoryEntryDto[] | undefined }) {
  if (!history) return <Typography color="text.secondary">Loading history…</Typography>;
  if (history.length === 0) return <Typography color="text.secondary">Nothing recorded yet.</Typography>;
  return (
    <List dense disablePadding aria-label="Booking history">
      {history.map((h, i) => (
        <ListItem key={`${h.at}-${i}`} disableGutters data-testid="history-entry" sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={`${ACTION[h.action] ?? h.action} · by ${ACTOR[h.actor] ?? h.actor}`}
            secondary={
              <>
                {formatEtDateTime(h.at)}
                {h.detail && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.primary' }}>
                    {h.detail}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
