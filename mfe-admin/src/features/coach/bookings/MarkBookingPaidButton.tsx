import Button from '@mui/material/Button';
import type { CoachBookingDto } from '@app/contracts';
import { useResultToast } from '../../common/useResultToast';
import { BOOKING_MESSAGES } from './bookingMessages';
import { useMarkBookingPaidMutation } from './coachBookingsApi';

/**
 * DESIGN §3: off-site payments stay "awaiting" until the coach confirms the money arrived. The agenda row offers it
 * too, since "the Zelle came in" is the commonest thing the coach records.
 */
export function MarkBookingPaidButton({ booking }: { booking: Pick<CoachBookingDto, 'id' | 'fullName'> }) {
  const [markPaid, { isLoading }] = useMarkBookingPaidMutation();
  const withToast = useResultToast();
  return (
    <Button
      size="small"
      variant="contained"
      disabled={isLoading}
      aria-label={`Mark paid: booking of ${booking.fullName}`}
      onClick={() =>
        void withToast(markPaid(booking.id), { success: BOOKING_MESSAGES.paid, failure: BOOKING_MESSAGES.paidFailed })
      }
    >
      {isLoading ? 'Saving…' : 'Mark paid'}
    </Button>
  );
}
