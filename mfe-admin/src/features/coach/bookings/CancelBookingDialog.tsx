import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDollars, type CoachBookingDto } from '@app/contracts';
import { useResultToast } from '../../common/useResultToast';
import { BOOKING_MESSAGES } from './bookingMessages';
import { CheckboxField } from './CheckboxField';
import { useCancelBookingMutation } from './coachBookingsApi';
import { isReasonTooLong, ReasonField } from '../../common/ReasonField';

interface Props {
  booking: CoachBookingDto;
  open: boolean;
  onClose: () => void;
}

/** Cancel with a reason the customer reads in their e-mail; a paid booking is refunded unless the coach says not. */
export function CancelBookingDialog({ booking: b, open, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(true);
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const withToast = useResultToast();
  const paid = b.paymentStatus === 'paid';
  const tooLong = isReasonTooLong(reason);

  const submit = async () => {
    const done = await withToast(
      cancel({ id: b.id, reason: reason.trim() || undefined, ...(paid ? { refund } : { refund: false }) }),
      {
        success: BOOKING_MESSAGES.cancelled,
        successDetail: BOOKING_MESSAGES.cancelledDetail,
        failure: BOOKING_MESSAGES.cancelFailed,
      },
    );
    if (done) {
      setReason('');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-booking-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-booking-title">Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {b.fullName}’s {b.serviceName} is cancelled, the time is freed and the customer is e-mailed with your reason.
        </DialogContentText>
        <ReasonField label="Reason (the customer reads it)" value={reason} onChange={setReason} />
        {paid && (
          <Box sx={{ mt: 1 }}>
            <CheckboxField
              checked={refund}
              onChange={setRefund}
              label={`Refund the payment (${formatDollars(b.amount)})`}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
              {b.paymentMethod === 'credit-card'
                ? 'Goes back to the card at once.'
                : 'Recorded as owed until you send it and mark the refund sent.'}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep booking</Button>
        <Button color="error" variant="contained" disabled={isLoading || tooLong} onClick={() => void submit()}>
          {isLoading ? 'Cancelling…' : 'Cancel booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
