import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachBookingDto } from '@app/contracts';
import { formatEtDateTime } from '../../common/formatDates';
import { BookingChips } from '../bookings/BookingChips';

type BookingDecision = 'cancel' | 'move' | 'keep';

interface Props {
  booking: CoachBookingDto;
  kept: boolean;
  onDecide: (decision: BookingDecision) => void;
  onUndoKeep: () => void;
}

/** One booking on a closed day, with the three choices (or "Kept", which can be undone). */
export function AffectedBookingItem({ booking: b, kept, onDecide, onUndoKeep }: Props) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="affected-booking">
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{b.fullName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {b.serviceName} · {formatEtDateTime(b.startTime)} · {b.email}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <BookingChips booking={b} />
        {kept ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">Kept</Typography>
            <Button size="small" onClick={onUndoKeep} aria-label={`Undo keep ${b.fullName}`}>
              Undo
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button size="small" color="error" onClick={() => onDecide('cancel')} aria-label={`Cancel ${b.fullName}`}>
              Cancel
            </Button>
            <Button size="small" onClick={() => onDecide('move')} aria-label={`Move ${b.fullName}`}>
              Move
            </Button>
            <Button size="small" onClick={() => onDecide('keep')} aria-label={`Keep ${b.fullName}`}>
              Keep
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
