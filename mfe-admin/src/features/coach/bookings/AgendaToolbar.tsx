import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { Agenda } from './useAgenda';
import { rangeLabel, type AgendaView } from './agendaDates';

/** Day or week, and back, today, forward: past days stay reachable, as in any calendar. */
export function AgendaToolbar({ agenda, today }: { agenda: Agenda; today: string }) {
  const unit = agenda.view === 'day' ? 'day' : 'week';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={`Previous ${unit}`} onClick={() => agenda.step(-1)} size="small">
          <ChevronLeft />
        </IconButton>
        <Button size="small" variant="outlined" onClick={agenda.goToday} disabled={agenda.anchor === today}>
          Today
        </Button>
        <IconButton aria-label={`Next ${unit}`} onClick={() => agenda.step(1)} size="small">
          <ChevronRight />
        </IconButton>
        <Typography
          component="p"
          aria-live="polite"
          data-testid="agenda-range"
          sx={{ fontWeight: 600, ml: 1, whiteSpace: 'nowrap' }}
        >
          {rangeLabel(agenda.view, agenda.anchor)}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={agenda.view}
        onChange={(_, next: AgendaView | null) => next && agenda.setView(next)}
        aria-label="Agenda view"
      >
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
