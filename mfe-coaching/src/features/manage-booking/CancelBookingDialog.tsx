import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDollars, MANAGE_BOOKING_MESSAGES, type ManageBookingDto } from '@app/contracts';

interface Props {
  booking: ManageBookingDto;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Cancelling cannot be undone (the time goes back to everyone), so it is confirmed first. */
export function CancelBookingDialog({ booking, open, pending, onClose, onConfirm }: Props) {
  const cardRefund = booking.paymentStatus === 'paid' && booking.paymentMethod === 'credit-card';
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="cancel-booking-title">
      <DialogTitle id="cancel-booking-title">{MANAGE_BOOKING_MESSAGES.confirmCancel}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your {booking.serviceName} on {booking.whenEastern} will be cancelled and the time released for others.
          {cardRefund && ` Your card payment of ${formatDollars(booking.amount)} will be refunded.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Keep my booking
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {pending ? 'Cancelling...' : 'Yes, cancel it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
