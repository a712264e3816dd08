import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorText, useToast } from '@app/web-kit';
import { BOOKING_MESSAGES } from './bookingMessages';
import { useReleaseBookingsMutation } from './coachBookingsApi';
import { isReasonTooLong, ReasonField } from '../../common/ReasonField';

interface Props {
  ids: readonly string[];
  open: boolean;
  onClose: () => void;
  onReleased: () => void;
}

/** DESIGN §3 "Unpaid bookings": the coach gives unpaid times back to the calendar; each customer is e-mailed. */
export function ReleaseDialog({ ids, open, onClose, onReleased }: Props) {
  const [reason, setReason] = useState('');
  const [release, { isLoading }] = useReleaseBookingsMutation();
  const { toast } = useToast();
  const n = ids.length;
  const tooLong = isReasonTooLong(reason);

  const submit = async () => {
    const result = await release({ bookingIds: [...ids], reason: reason.trim() || undefined });
    if (result.error) {
      toast({ title: BOOKING_MESSAGES.releaseFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    const { released, skipped } = result.data;
    toast({
      title: BOOKING_MESSAGES.released(released.length),
      description: skipped.length ? BOOKING_MESSAGES.releasedSkipped(skipped.length) : undefined,
      variant: 'success',
    });
    setReason('');
    onReleased();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="release-title" fullWidth maxWidth="xs">
      <DialogTitle id="release-title">{`Release ${n} unpaid ${n === 1 ? 'booking' : 'bookings'}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Their times go back on the calendar and each customer is e-mailed that the booking was released for want of
          payment.
        </DialogContentText>
        <ReasonField label="Reason (optional; the customers read it)" value={reason} onChange={setReason} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep them</Button>
        <Button color="error" variant="contained" disabled={isLoading || tooLong} onClick={() => void submit()}>
          {isLoading ? 'Releasing…' : 'Release'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
