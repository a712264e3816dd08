import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { paymentMethodLabel } from '@app/contracts';
import { AddToCalendar, couponSavedText } from '@app/web-kit';
import { HowToPay } from '../../components/HowToPay';
import type { BookingOutcomeInfo } from './bookingOutcome';
import { SessionLinks } from './SessionLinks';

/** The headline of a card booking once the server (or the card window) says it is paid. */
export const PAID_BOOKING_TITLE = 'Payment received — your session is confirmed';

interface Props {
  info: BookingOutcomeInfo;
  /** True once the card payment went through; off-site bookings are confirmed with payment awaiting. */
  paidByCard: boolean;
  onClose: () => void;
  onZelleQr?: () => void;
}

/**
 * A confirmed booking, in the words its state allows: paid by card, or confirmed with an off-site payment still
 * to make (and how to make it). Stays until dismissed, unlike the toast.
 */
export function BookingConfirmation({ info, paidByCard, onClose, onZelleQr }: Props) {
  const { booking, serviceName, when } = info;
  const awaiting = !paidByCard && booking.paymentStatus === 'awaiting';
  return (
    // A long e-mail address breaks rather than running off a phone's screen (issue 29 item 7); overflow-wrap is
    // inherited by everything inside.
    <Alert
      severity="success"
      onClose={onClose}
      data-testid="booking-confirmation"
      sx={{ mb: 2, overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>
        {paidByCard ? PAID_BOOKING_TITLE : awaiting ? 'Your session is confirmed — payment awaiting' : "You're booked!"}
      </AlertTitle>
      <Typography variant="body2">
        {serviceName}
        {when ? `, ${when}` : ''}.{' '}
        {paidByCard
          ? `A confirmation e-mail and your receipt are on their way to ${booking.email}.`
          : `A confirmation e-mail is on its way to ${booking.email}.`}
      </Typography>
      {booking.coupon && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="booking-coupon">
          {couponSavedText(booking.coupon, booking.amount)}
        </Typography>
      )}
      {awaiting && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Payment: {paymentMethodLabel(booking.paymentMethod ?? '')}. Your coach marks it paid once it arrives.
          </Typography>
          <HowToPay method={booking.paymentMethod} amountCents={booking.amount} onZelleQr={onZelleQr} />
        </>
      )}
      <SessionLinks booking={booking} />
      <AddToCalendar booking={booking} />
    </Alert>
  );
}
