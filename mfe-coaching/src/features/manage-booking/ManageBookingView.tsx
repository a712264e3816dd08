import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MANAGE_BOOKING_MESSAGES, type ManageBookingDto } from '@app/contracts';
import { BookingSummaryCard } from './BookingSummaryCard';
import { ChangeBookingPanel } from './ChangeBookingPanel';

const BOOKING_PAGE = { coaching: '/booking', lunar: '/lunar-booking' } as const;

/** The summary, then what the visitor can still do: change it, or read why not. */
export function ManageBookingView({ booking, token }: { booking: ManageBookingDto; token: string }) {
  const live = booking.status === 'confirmed' || booking.status === 'pending_payment';
  const word = booking.brand === 'lunar' ? 'reading' : 'session';
  const refunded = booking.paymentStatus === 'refunded' ? ` ${MANAGE_BOOKING_MESSAGES.refunded}` : '';
  return (
    <Box>
      <BookingSummaryCard booking={booking} />
      {booking.canCancel || booking.canReschedule ? (
        <ChangeBookingPanel booking={booking} token={token} />
      ) : live ? (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="policy-notice">
          <AlertTitle>This booking can no longer be changed online</AlertTitle>
          {booking.policy}
        </Alert>
      ) : (
        <Alert
          severity={booking.status === 'cancelled' ? 'success' : 'warning'}
          sx={{ mt: 3 }}
          data-testid="released-notice"
        >
          <AlertTitle>
            {booking.status === 'cancelled' ? `This ${word} is cancelled` : `This ${word} has expired`}
          </AlertTitle>
          {booking.status === 'cancelled' ? `The time is free for others.${refunded}` : MANAGE_BOOKING_MESSAGES.expired}
          <Box sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to={BOOKING_PAGE[booking.brand]} variant="contained" size="small">
              Book another {word}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}
