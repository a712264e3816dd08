import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { formatSessionWhen, type ManageBookingDto, type TimeSlotDto } from '@app/contracts';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RescheduleSection } from './RescheduleSection';
import { useManageActions } from './useManageActions';

/** Cancel or move the booking: offered only while the 24-hour policy allows it (the server checks again). */
export function ChangeBookingPanel({ booking, token }: { booking: ManageBookingDto; token: string }) {
  const { cancel, reschedule, cancelling, rescheduling } = useManageActions(token);
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const word = booking.brand === 'lunar' ? 'reading' : 'session';

  const onCancel = async () => {
    await cancel();
    setConfirming(false);
  };
  const onMove = async (slot: TimeSlotDto) => {
    if (await reschedule(slot.id)) setPicking(false);
  };

  return (
    // overflow visible: a Card clips by default, which defeats the reschedule bar's position: sticky (issue 29: on a
    // phone "Move to …" sat ~900 px below the screen).
    <Card variant="outlined" sx={{ mt: 3, overflow: 'visible' }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Need to change your plans?
        </Typography>
        <Typography color="text.secondary">
          You can move or cancel this {word} online until {formatSessionWhen(new Date(booking.changeDeadline))}, 24
          hours before it starts. After that, please contact us.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button
            variant={picking ? 'outlined' : 'contained'}
            startIcon={<EventRepeatIcon />}
            onClick={() => setPicking((p) => !p)}
            aria-expanded={picking}
            aria-controls="reschedule-panel"
            disabled={rescheduling}
          >
            Reschedule
          </Button>
          <Button color="error" variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setConfirming(true)}>
            Cancel booking
          </Button>
        </Box>
        <Box id="reschedule-panel">
          {picking && (
            <RescheduleSection
              booking={booking}
              pending={rescheduling}
              onMove={onMove}
              onClose={() => setPicking(false)}
            />
          )}
        </Box>
      </CardContent>
      <CancelBookingDialog
        booking={booking}
        open={confirming}
        pending={cancelling}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onCancel()}
      />
    </Card>
  );
}
