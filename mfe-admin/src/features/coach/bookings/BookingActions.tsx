import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDollars, type CoachBookingDto } from '@app/contracts';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useResultToast } from '../../common/useResultToast';
import { BOOKING_MESSAGES } from './bookingMessages';
import { availableActions } from './bookingActions';
import { CancelBookingDialog } from './CancelBookingDialog';
import { MarkBookingPaidButton } from './MarkBookingPaidButton';
import { RescheduleDialog } from './RescheduleDialog';
import { useMarkNoShowMutation, useMarkRefundSentMutation, useRefundBookingMutation } from './coachBookingsApi';

type Open = 'cancel' | 'reschedule' | 'noShow' | 'refund' | null;

function refundText(b: CoachBookingDto): string {
  const amount = formatDollars(b.amount);
  return b.paymentMethod === 'credit-card'
    ? `${amount} goes back to ${b.fullName}’s card now, and they are e-mailed a refund notice.`
    : `${amount} is recorded as owed to ${b.fullName} until you send it and mark it sent; they are e-mailed.`;
}

/** The buttons that make sense for this booking now; each asks first when it cannot be undone. */
export function BookingActions({ booking: b, now }: { booking: CoachBookingDto; now: Date }) {
  const [open, setOpen] = useState<Open>(null);
  const can = availableActions(b, now);
  const withToast = useResultToast();
  const [noShow, noShowState] = useMarkNoShowMutation();
  const [refund, refundState] = useRefundBookingMutation();
  const [refundSent, refundSentState] = useMarkRefundSentMutation();
  const close = () => setOpen(null);

  const run = async (pending: ReturnType<typeof noShow>, texts: { success: string; failure: string }) => {
    if (await withToast(pending, texts)) close();
  };

  if (!Object.values(can).some(Boolean)) return null;
  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 45%', sm: '0 0 auto' } } }}
        aria-label="Booking actions"
        role="group"
      >
        {can.markPaid && <MarkBookingPaidButton booking={b} />}
        {can.refundSent && (
          <Button
            size="small"
            variant="contained"
            disabled={refundSentState.isLoading}
            onClick={() =>
              void run(refundSent(b.id), {
                success: BOOKING_MESSAGES.refundSent,
                failure: BOOKING_MESSAGES.refundSentFailed,
              })
            }
          >
            {refundSentState.isLoading ? 'Saving…' : 'Refund sent'}
          </Button>
        )}
        {can.reschedule && (
          <Button size="small" variant="outlined" onClick={() => setOpen('reschedule')}>
            Reschedule
          </Button>
        )}
        {can.noShow && (
          <Button size="small" variant="outlined" onClick={() => setOpen('noShow')}>
            Mark no-show
          </Button>
        )}
        {can.refund && (
          <Button size="small" variant="outlined" color="warning" onClick={() => setOpen('refund')}>
            Refund
          </Button>
        )}
        {can.cancel && (
          <Button size="small" variant="outlined" color="error" onClick={() => setOpen('cancel')}>
            Cancel booking
          </Button>
        )}
      </Stack>
      {can.cancel && <CancelBookingDialog booking={b} open={open === 'cancel'} onClose={close} />}
      {can.reschedule && <RescheduleDialog booking={b} open={open === 'reschedule'} onClose={close} />}
      <ConfirmDialog
        open={open === 'noShow'}
        title="Mark as no-show?"
        message={`${b.fullName} did not come to this session. It stays in the history as a no-show.`}
        confirmLabel={noShowState.isLoading ? 'Saving…' : 'Mark no-show'}
        busy={noShowState.isLoading}
        onCancel={close}
        onConfirm={() =>
          void run(noShow(b.id), { success: BOOKING_MESSAGES.noShow, failure: BOOKING_MESSAGES.noShowFailed })
        }
      />
      <ConfirmDialog
        open={open === 'refund'}
        title="Refund this booking?"
        message={refundText(b)}
        confirmLabel={refundState.isLoading ? 'Refunding…' : 'Refund'}
        busy={refundState.isLoading}
        onCancel={close}
        onConfirm={() =>
          void run(refund(b.id), { success: BOOKING_MESSAGES.refunded, failure: BOOKING_MESSAGES.refundFailed })
        }
      />
    </>
  );
}
