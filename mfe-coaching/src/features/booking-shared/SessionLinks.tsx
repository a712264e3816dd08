import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BookingDto } from '@app/contracts';

/** The confirmed session's ways in: the brand's real meeting room, the chat session, and the manage link. */
export function SessionLinks({ booking }: { booking: BookingDto }) {
  const chatUrl = booking.chat
    ? `/chat-session?${new URLSearchParams({ session: booking.chat.sessionId, booking: booking.id, token: booking.chat.token })}`
    : null;
  return (
    <>
      {booking.meetingDetails && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Video link:{' '}
          <Link
            href={booking.meetingDetails.meetingUrl}
            target="_blank"
            rel="noopener"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {booking.meetingDetails.meetingUrl}
          </Link>
        </Typography>
      )}
      {chatUrl && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          At session time, <Link href={chatUrl}>open your chat session</Link>.
        </Typography>
      )}
      {booking.manageToken && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Need to change plans?{' '}
          <Link href={`/manage/${encodeURIComponent(booking.manageToken)}`}>Manage your booking</Link>.
        </Typography>
      )}
    </>
  );
}
