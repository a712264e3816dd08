import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paymentMethodLabel } from '@app/contracts';
import type { CompletedBooking } from './useCoachingPageBooking';

/** The confirmation that stays on the page after the toast has gone. */
export function BookingCompleted({ info, onClose }: { info: CompletedBooking; onClose: () => void }) {
  const { booking, serviceName, when, paidByCard } = info;
  const chatUrl = booking.chat
    ? `/chat-session?${new URLSearchParams({ session: booking.chat.sessionId, booking: booking.id, token: booking.chat.token })}`
    : null;
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 4 }} data-testid="booking-completed">
      <AlertTitle>Your session is booked</AlertTitle>
      <Typography variant="body2">
        {serviceName}
        {when ? `, ${when}` : ''}. A confirmation e-mail is on its way to {booking.email}.
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {paidByCard
          ? 'Card payment received. Thank you!'
          : booking.paymentMethod
            ? `Payment by ${paymentMethodLabel(booking.paymentMethod)}: your coach marks it paid once it arrives.`
            : null}
      </Typography>
      {booking.meetingDetails && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Video link:{' '}
          <Link href={booking.meetingDetails.meetingUrl} target="_blank" rel="noopener">
            {booking.meetingDetails.meetingUrl}
          </Link>
        </Typography>
      )}
      {chatUrl && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          At session time, <Link href={chatUrl}>open your chat session</Link>.
        </Typography>
      )}
    </Alert>
  );
}
