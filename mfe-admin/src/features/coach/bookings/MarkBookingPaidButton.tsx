import Button from '@mui/material/Button';
import type { BookingDto } from '@app/contracts';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useMarkBookingPaidMutation } from './coachBookingsApi';

/** DESIGN §3: off-site payments stay "awaiting" until the coach confirms the money arrived. */
export function MarkBookingPaidButton({ booking }: { booking: Pick<BookingDto, 'id' | 'fullName'> }) {
  const [markPaid, { isLoading }] = useMarkBookingPaidMutation();
  const withToast = useResultToast();
  return (
    <Button
      size="small"
      variant="contained"
      disabled={isLoading}
      aria-label={`Mark paid: booking of ${booking.fullName}`}
      onClick={() =>
        void withToast(markPaid(booking.id), {
          success: COACH_MESSAGES.bookingPaid,
          failure: COACH_MESSAGES.bookingPaidFailed,
        })
      }
    >
      Mark paid
    </Button>
  );
}
