import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type CoachBookingDto } from '@app/contracts';
import { useToast } from '@app/web-kit';
import { useCancelBookingMutation } from '../bookings/coachBookingsApi';
import { BLACKOUT_TEXT } from './blackoutText';
import { isReasonTooLong, ReasonField } from '../../common/ReasonField';

interface Props {
  bookings: readonly CoachBookingDto[];
  open: boolean;
  onClose: () => void;
}

/**
 * Cancels every listed booking with one reason, one after another through the coach's own cancel action (each
 * customer is e-mailed; a paid booking is refunded, as a single cancel does by default).
 */
export function CancelAllDialog({ bookings, open, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancel] = useCancelBookingMutation();
  const { toast } = useToast();
  const tooLong = isReasonTooLong(reason);

  const submit = async () => {
    setBusy(true);
    let failed = 0;
    for (const b of bookings) {
      const result = await cancel({ id: b.id, reason: reason.trim() || undefined });
      if (result.error) failed++;
    }
    setBusy(false);
    const done = bookings.length - failed;
    if (done > 0)
      toast({
        title: BLACKOUT_TEXT.cancelledAll(done),
        description: BLACKOUT_TEXT.cancelledAllDetail,
        variant: 'success',
      });
    if (failed > 0) toast({ title: BLACKOUT_TEXT.cancelAllFailed(failed), variant: 'destructive' });
    setReason('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-all-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-all-title">
        Cancel {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Each customer is e-mailed your reason; paid bookings are refunded.
        </DialogContentText>
        <ReasonField label="Reason (the customers read it)" value={reason} onChange={setReason} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || tooLong || bookings.length === 0}
          onClick={() => void submit()}
        >
          {busy ? 'Cancelling…' : 'Cancel all'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
