import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dateHeading, type ManageBookingDto, type TimeSlotDto } from '@app/contracts';
import { buildSlotView } from '../scheduling/slotView';
import { TimeSlotPicker } from '../scheduling/TimeSlotPicker';
import { useGetTimeSlotsQuery } from '../scheduling/timeSlotsApi';
import { useNow } from '@app/web-kit';

interface Props {
  booking: ManageBookingDto;
  pending: boolean;
  onMove: (slot: TimeSlotDto) => void;
  onClose: () => void;
}

/** The brand's free times (the current one is taken by this booking, so it is not offered); pick, then confirm. */
export function RescheduleSection({ booking, pending, onMove, onClose }: Props) {
  const slots = useGetTimeSlotsQuery(booking.brand, { refetchOnMountOrArgChange: true });
  const now = useNow();
  const view = useMemo(() => buildSlotView(slots.data, now), [slots.data, now]);
  const [chosen, setChosen] = useState<TimeSlotDto | null>(null);
  const label = pending
    ? 'Moving...'
    : chosen
      ? `Move to ${dateHeading(chosen.date, view.today)}, ${chosen.time} ET`
      : 'Choose a new time';

  return (
    <Box component="section" aria-labelledby="reschedule-heading" sx={{ mt: 3 }}>
      <Typography id="reschedule-heading" variant="h6" component="h3" gutterBottom>
        Pick a new time
      </Typography>
      <TimeSlotPicker
        groups={view.groups}
        today={view.today}
        counts={view.counts}
        selectedId={chosen?.id}
        onChoose={setChosen}
        isLoading={slots.isLoading}
        isError={slots.isError && !slots.data}
        onRetry={() => void slots.refetch()}
        headingLevel="h4"
      />
      {/* Sticky: a week of times is long on a phone, and the confirm button must stay in reach of the pick. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          mt: 2,
          py: 1.5,
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="contained" disabled={!chosen || pending} onClick={() => chosen && onMove(chosen)}>
          {label}
        </Button>
        <Button onClick={onClose} disabled={pending}>
          Keep the current time
        </Button>
      </Box>
    </Box>
  );
}
