import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { HELD_BOOKING_TEXT, formatDollars } from '@app/contracts';
import { holdClockText } from '@app/web-kit';
import type { BookingOutcomeInfo } from './bookingOutcome';

interface Props {
  info: BookingOutcomeInfo;
  /** Left on the hold; null for the moment before the clock is read. */
  msLeft: number | null;
  /** The card window for this very booking. */
  payUrl: string;
}

/** A card booking before payment: held, not booked. Says how long the hold lasts and opens the card window again. */
export function HeldBookingNotice({ info, msLeft, payUrl }: Props) {
  const { booking, serviceName, when } = info;
  return (
    <Alert severity="warning" data-testid="booking-held" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{HELD_BOOKING_TEXT}</AlertTitle>
      <Typography variant="body2">
        {serviceName}
        {when ? `, ${when}` : ''} is held for you while you pay by card. It is not booked until the payment goes
        through; this page updates when it does.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <Button
          component="a"
          href={payUrl}
          target="_blank"
          // The card window reports back to this page, so it keeps its opener (our own origin).
          rel="opener"
          variant="contained"
          endIcon={<OpenInNewIcon />}
        >
          Pay now
        </Button>
        {/* role timer: read on request, not announced every second like the rest of the alert. */}
        <Typography variant="body2" sx={{ fontWeight: 700 }} role="timer" data-testid="hold-time-left">
          {formatDollars(booking.amount)}
          {msLeft !== null && ` · ${holdClockText(msLeft)} left`}
        </Typography>
      </Box>
    </Alert>
  );
}
