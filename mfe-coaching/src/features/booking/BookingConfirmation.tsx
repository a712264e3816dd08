import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paymentMethodLabel } from '@app/contracts';
import type { BookingConfirmationInfo } from './useHomeBooking';

/** What was booked and what to do next; stays until dismissed, unlike the 8 s toast. */
export function BookingConfirmation({ info, onClose }: { info: BookingConfirmationInfo; onClose: () => void }) {
  const { booking, serviceName, when, cardPaymentUrl } = info;
  const chatUrl = booking.chat
    ? `/chat-session?${new URLSearchParams({ session: booking.chat.sessionId, booking: booking.id, token: booking.chat.token })}`
    : null;
  return (
    <Alert severity="success" onClose={onClose} data-testid="booking-confirmation" sx={{ mb: 2 }}>
      <AlertTitle>You're booked!</AlertTitle>
      <Typography variant="body2">
        {serviceName}
        {when ? `, ${when}` : ''}. A confirmation e-mail is on its way to {booking.email}.
      </Typography>
      {booking.paymentMethod && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Payment: {paymentMethodLabel(booking.paymentMethod)}.{' '}
          {cardPaymentUrl ? (
            <>
              Your slot is held while you{' '}
              <Link href={cardPaymentUrl} target="_blank" rel="noopener">
                pay by card
              </Link>
              .
            </>
          ) : (
            'Your session is confirmed; the coach marks it paid once your payment arrives.'
          )}
        </Typography>
      )}
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
