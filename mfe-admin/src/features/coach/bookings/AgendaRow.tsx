import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CoachBookingDto } from '@app/contracts';
import { BookingChips } from './BookingChips';
import { CheckboxField } from './CheckboxField';
import { MarkBookingPaidButton } from './MarkBookingPaidButton';
import { availableActions, isReleasable } from './bookingActions';
import { etTime } from './agendaDates';

interface Props {
  booking: CoachBookingDto;
  brandName: string;
  now: Date;
  onOpen: (booking: CoachBookingDto) => void;
  /** Set while the coach picks unpaid bookings to release. */
  selection?: { selected: boolean; onToggle: (id: string) => void };
}

/** One booking in the agenda: time (ET), who, what, and its state; a tap opens the detail. */
export function AgendaRow({ booking: b, brandName, now, onOpen, selection }: Props) {
  const time = etTime(b.startTime);
  // Past and cancelled bookings stay readable but step back from the ones still to come.
  const faded = Date.parse(b.endTime) <= now.getTime() || b.status === 'cancelled' || b.status === 'expired';
  const showMarkPaid = !selection && availableActions(b, now).markPaid;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="booking-row"
      sx={{ display: 'flex', alignItems: 'center', overflow: 'hidden', opacity: faded ? 0.7 : 1 }}
    >
      {selection && (
        <Box sx={{ pl: 0.5, flexShrink: 0 }}>
          <CheckboxField
            checked={selection.selected}
            disabled={!isReleasable(b)}
            onChange={() => selection.onToggle(b.id)}
            ariaLabel={`Select booking of ${b.fullName} at ${time}`}
          />
        </Box>
      )}
      <ButtonBase
        onClick={() => onOpen(b)}
        aria-label={`Open booking of ${b.fullName} at ${time} ET`}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          alignItems: 'flex-start',
          gap: { xs: 1.5, sm: 2 },
          p: 1.5,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ width: { xs: 64, sm: 76 }, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{time}</Typography>
          <Typography variant="caption" color="text.secondary">
            ET
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {b.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {b.serviceName} · {brandName}
          </Typography>
          <Box sx={{ mt: 0.75 }}>
            <BookingChips booking={b} />
          </Box>
        </Box>
      </ButtonBase>
      {showMarkPaid && (
        // A phone's row keeps its width for the name and service; the detail, one tap away, has the button.
        <Box sx={{ px: 1.5, flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
          <MarkBookingPaidButton booking={b} />
        </Box>
      )}
    </Paper>
  );
}
