import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { businessDate, groupSlotsByDate, isSlotBookable, type CoachBookingDto, type TimeSlotDto } from '@app/contracts';
import { useNow } from '@app/web-kit';
import { QueryState } from '../../common/QueryState';
import { useIsWide } from '../../common/useIsWide';
import { useResultToast } from '../../common/useResultToast';
import { BOOKING_MESSAGES } from './bookingMessages';
import { useGetFreeSlotsQuery, useRescheduleBookingMutation } from './coachBookingsApi';
import { agendaDayHeading, shortDate } from './agendaDates';

interface Props {
  booking: CoachBookingDto;
  open: boolean;
  onClose: () => void;
}

/** Move to any free future slot of the booking's brand (the coach has no 24 h limit); the customer is e-mailed. */
export function RescheduleDialog({ booking: b, open, onClose }: Props) {
  const wide = useIsWide();
  const now = useNow();
  const slots = useGetFreeSlotsQuery(b.brand, { skip: !open, refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<TimeSlotDto | null>(null);
  const [move, { isLoading }] = useRescheduleBookingMutation();
  const withToast = useResultToast();
  const today = businessDate(now);
  const days = groupSlotsByDate((slots.data ?? []).filter((s) => isSlotBookable(s, now) && s.id !== b.timeSlotId));
  const when = (s: TimeSlotDto) => `${shortDate(s.date)}, ${s.time} ET`;

  const close = () => {
    setChosen(null);
    onClose();
  };
  const submit = async (slot: TimeSlotDto) => {
    const done = await withToast(move({ id: b.id, timeSlotId: slot.id, fromTimeSlotId: b.timeSlotId }), {
      success: BOOKING_MESSAGES.rescheduled,
      successDetail: BOOKING_MESSAGES.rescheduledDetail(when(slot)),
      failure: BOOKING_MESSAGES.rescheduleFailed,
    });
    if (done) close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="reschedule-title" fullScreen={!wide} fullWidth maxWidth="sm">
      <DialogTitle id="reschedule-title">Move {b.fullName}’s booking</DialogTitle>
      <DialogContent dividers>
        <QueryState
          isLoading={slots.isLoading}
          error={slots.error}
          onRetry={() => void slots.refetch()}
          isEmpty={days.length === 0}
          emptyText={BOOKING_MESSAGES.noFreeSlots}
          what="free times"
        >
          <Stack spacing={2}>
            {days.map(({ date, slots: daySlots }) => (
              <Box component="section" key={date} aria-labelledby={`free-${date}`}>
                <Typography id={`free-${date}`} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                  {agendaDayHeading(date, today)}
                </Typography>
                <Box role="group" aria-labelledby={`free-${date}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {daySlots.map((s) => (
                    <Chip
                      key={s.id}
                      label={s.time}
                      clickable
                      color={chosen?.id === s.id ? 'primary' : 'default'}
                      variant={chosen?.id === s.id ? 'filled' : 'outlined'}
                      onClick={() => setChosen(s)}
                      aria-pressed={chosen?.id === s.id}
                      data-slot-id={s.id}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>Keep current time</Button>
        <Button
          variant="contained"
          disabled={!chosen || isLoading}
          onClick={() => chosen && void submit(chosen)}
          sx={{ ml: 'auto' }}
        >
          {chosen ? `Move to ${when(chosen)}` : 'Choose a new time'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
