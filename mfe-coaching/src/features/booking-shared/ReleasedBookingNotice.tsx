import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CARD_HOLD_MINUTES } from '@app/contracts';
import type { BookingOutcomeInfo } from './bookingOutcome';

export const RELEASED_BOOKING_TITLE = 'The time was released';

interface Props {
  info: BookingOutcomeInfo;
  /** The booking was cancelled (e.g. from the manage link) rather than left unpaid. */
  cancelled: boolean;
  onChooseAnother: () => void;
  onClose: () => void;
}

/** A held card booking that was never paid: the slot is free again, so offer to pick another time. */
export function ReleasedBookingNotice({ info, cancelled, onChooseAnother, onClose }: Props) {
  const { serviceName, when } = info;
  const what = `${serviceName}${when ? `, ${when}` : ''}`;
  return (
    <Alert severity="error" onClose={onClose} data-testid="booking-released" sx={{ mb: 2 }}>
      <AlertTitle>{cancelled ? 'This booking was cancelled' : RELEASED_BOOKING_TITLE}</AlertTitle>
      <Typography variant="body2">
        {cancelled
          ? `${what} was cancelled and the time is free again. No card payment was taken.`
          : `The ${CARD_HOLD_MINUTES}-minute hold on ${what} ended before payment was received, so the time was released. No card payment was taken. Please choose another time.`}
      </Typography>
      <Button variant="outlined" color="inherit" size="small" onClick={onChooseAnother} sx={{ mt: 1.5 }}>
        Choose another time
      </Button>
    </Alert>
  );
}
